import { ERROR_CODES, fieldErrors, loginSchema, newPasswordSchema } from "@automobi/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import type { RateLimiter } from "../http/rate-limiter.ts";
import { RequestValidationError } from "../http/validation.ts";
import type { Auth } from "./auth.ts";
import { isCurrentConfirmation, refusedConfirmationRedirect } from "./confirmation.ts";
import { readSession } from "./guards.ts";
import { AUTH_RATE_RULES as R } from "./rate-limits.ts";
import { SignInLimits } from "./sign-in-limits.ts";
import { sendWebResponse, toWebRequest } from "./web-bridge.ts";

/**
 * The better-auth endpoints the product uses. Every other one (sign-up, change-password,
 * update-user, list-sessions, …) answers 404: the product does those through its own routes and
 * rules, or not at all. POST /api/register and /api/auth/request-password-reset are ours
 * (features/accounts/routes.ts).
 */
const OPEN_ENDPOINTS: Record<string, ReadonlySet<string>> = {
  GET: new Set(["/api/auth/get-session", "/api/auth/verify-email"]),
  POST: new Set([
    "/api/auth/sign-in/email",
    "/api/auth/sign-out",
    "/api/auth/send-verification-email",
    "/api/auth/change-email",
    "/api/auth/reset-password",
  ]),
};
/** The e-mailed reset link, `/api/auth/reset-password/<token>`, which leads on to our page. */
const RESET_LINK_PREFIX = "/api/auth/reset-password/";

function isOpen(method: string, path: string): boolean {
  if (OPEN_ENDPOINTS[method]?.has(path)) return true;
  return (
    method === "GET" && path.startsWith(RESET_LINK_PREFIX) && path.length > RESET_LINK_PREFIX.length
  );
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}

/**
 * One password policy (spec README item 13): a new password set by reset must meet the
 * registration rule. Checked before better-auth runs, so a rejected password does not use up
 * a reset link.
 */
function checkNewPassword(path: string, body: unknown) {
  if (path !== "/api/auth/reset-password") return;
  const result = newPasswordSchema.safeParse(
    (body as { newPassword?: unknown } | undefined)?.newPassword,
  );
  if (!result.success) {
    const fields = {
      newPassword: fieldErrors(result.error)._form ?? result.error.issues[0]!.message,
    };
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, fields.newPassword, 400, fields);
  }
}

/** Checks the per-IP and per-account limits of the sensitive auth routes before they run. */
async function applyLimits(
  auth: Auth,
  limiter: RateLimiter,
  path: string,
  request: FastifyRequest,
) {
  const ip = request.ip;
  const email = emailOf(request.body);
  switch (path) {
    case "/api/auth/send-verification-email":
      await limiter.hit(R.resendIp, ip);
      if (email) await limiter.hit(R.resendAccount, email);
      return;
    case "/api/auth/change-email": {
      // The same counters as the profile's e-mail change (features/accounts/routes.ts).
      await limiter.hit(R.changeEmailIp, ip);
      const current = await readSession(auth, request);
      if (current) await limiter.hit(R.changeEmailAccount, current.user.id);
      return;
    }
  }
}

/** The catch-all route that hands a request to better-auth. */
export const AUTH_PROXY_ROUTE = "/api/auth/*";

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; db: Database; limiter: RateLimiter },
) {
  const { auth, config, db, limiter } = opts;
  const signInLimits = new SignInLimits(limiter);

  /**
   * Sign-in: the spec's messages from the form's own schema (better-auth's wording never reaches
   * the customer), then an attempt reserved for the account before the password is checked.
   * `rememberMe` defaults to false here, as in the form: a session for this browser only.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const ip = request.ip;
    await limiter.hit(R.signInIp, ip);
    const parsed = loginSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new RequestValidationError(fieldErrors(parsed.error));
    const { email, rememberMe } = parsed.data;
    await signInLimits.reserve(email, ip);
    let response: Response;
    try {
      const body = { ...(request.body as object), email, rememberMe };
      response = await auth.handler(toWebRequest(request, config, body));
    } catch (err) {
      await signInLimits.settle(email, ip, "other");
      throw err;
    }
    const outcome = response.ok
      ? "signed-in"
      : response.status === 401
        ? "wrong-password"
        : "other";
    await signInLimits.settle(email, ip, outcome);
    if (response.ok) request.log.info({ email, ip }, "auth: sign-in succeeded");
    else request.log.warn({ email, ip, status: response.status }, "auth: sign-in failed");
    return sendWebResponse(response, reply);
  }

  app.route({
    method: ["GET", "POST"],
    url: AUTH_PROXY_ROUTE,
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (!isOpen(request.method, path)) {
        return reply
          .status(404)
          .send({ error: { code: ERROR_CODES.NOT_FOUND, message: "Not found" } });
      }
      if (request.method === "POST" && path === "/api/auth/sign-in/email") {
        return signIn(request, reply);
      }
      if (path === "/api/auth/verify-email") {
        const { token, callbackURL } = request.query as { token?: unknown; callbackURL?: unknown };
        if (typeof token === "string" && !(await isCurrentConfirmation(db, token))) {
          request.log.info("auth: refused a confirmation link that is no longer current");
          return reply.redirect(
            refusedConfirmationRedirect(typeof callbackURL === "string" ? callbackURL : undefined),
          );
        }
      }
      if (request.method === "POST") {
        await applyLimits(auth, limiter, path, request);
        checkNewPassword(path, request.body);
      }
      const response = await auth.handler(toWebRequest(request, config, request.body));
      return sendWebResponse(response, reply);
    },
  });
}
