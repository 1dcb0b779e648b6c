import { authContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Auth } from "../../access/auth.ts";
import { checkNewPassword } from "../../access/password-accounts.ts";
import { AUTH_RATE_RULES as R } from "../../access/rate-limits.ts";
import { SignInLimits } from "../../access/sign-in-limits.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import { isTwoFactorChallenge, twoFactorRoutes } from "./two-factor-routes.ts";
import { sendWebResponse, toWebRequest } from "./web-bridge.ts";

/** The id of the account a sign-in answer names, if it names one. */
async function signedInUserId(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === "string" ? body.user.id : undefined;
}

/**
 * The better-auth endpoints the product uses, each an explicit route with its schemas and
 * limits; better-auth does the work behind them. Every other better-auth endpoint (sign-up,
 * change-password, change-email, update-user, list-sessions, …) has no route, so it answers 404: the product
 * does those through its own routes and rules, or not at all. POST /api/register,
 * /api/auth/request-password-reset and the e-mailed links (verify-email, confirm-email) are ours
 * (features/accounts).
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; db: Database; limiter: RateLimiter },
) {
  const { auth, config, db, limiter } = opts;
  const signInLimits = new SignInLimits(limiter);
  const toBetterAuth = (request: FastifyRequest, reply: FastifyReply, body?: unknown) =>
    auth.handler(toWebRequest(request, config, body)).then((res) => sendWebResponse(res, reply));

  route(app, contracts.session, (request, reply) => toBetterAuth(request, reply));

  /**
   * Sign-in: the spec's messages from the form's own schema, then an attempt reserved for the
   * account before the password is checked (decision 007). `rememberMe` defaults to false, as
   * in the form: a session for this browser only.
   */
  // Every attempt counts against the address, a malformed one too.
  route(
    app,
    contracts.signIn,
    async (request, reply) => {
      const { ip } = request;
      const { email } = request.body;
      await signInLimits.reserve(email, ip);
      let response: Response;
      try {
        response = await auth.handler(toWebRequest(request, config, request.body));
      } catch (err) {
        await signInLimits.settle(email, ip, "other");
        throw err;
      }
      // A right password that still needs a code is not a sign-in: earlier failures stay
      // counted until the code step succeeds (decision 042).
      const challenged = response.ok && (await isTwoFactorChallenge(response));
      const outcome =
        response.ok && !challenged
          ? "signed-in"
          : response.status === 401
            ? "wrong-password"
            : "other";
      await signInLimits.settle(email, ip, outcome);
      // The account by its id; neither the address typed nor the client's is logged.
      if (response.ok)
        request.log.info({ userId: await signedInUserId(response) }, "auth: sign-in succeeded");
      else request.log.warn({ status: response.status }, "auth: sign-in failed");
      return sendWebResponse(response, reply);
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.signInIp, request.ip);
      },
    },
  );

  route(app, contracts.signOut, (request, reply) => toBetterAuth(request, reply, {}));

  route(
    app,
    contracts.resendConfirmation,
    async (request, reply) => {
      await limiter.hit(R.resendAccount, request.body.email);
      return toBetterAuth(request, reply, request.body);
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.resendIp, request.ip);
      },
    },
  );

  /** The e-mailed reset link: better-auth checks the token and sends the browser to our page. */
  route(app, contracts.resetLink, (request, reply) => toBetterAuth(request, reply));

  /**
   * One password policy (spec README item 13): a new password set by reset must meet the
   * registration rule, checked before better-auth runs so a refused one keeps the link usable.
   */
  route(app, contracts.resetPassword, (request, reply) => {
    checkNewPassword(request.body.newPassword, "newPassword");
    return toBetterAuth(request, reply, request.body);
  });

  await twoFactorRoutes(app, { auth, config, db, limiter, signInLimits });
}
