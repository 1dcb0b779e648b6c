import { isStaff, TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { twoFactorContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Auth } from "../../access/auth.ts";
import { AUTH_RATE_RULES as R } from "../../access/rate-limits.ts";
import { hashRecoveryCode } from "../../access/recovery-codes.ts";
import type { SignInLimits } from "../../access/sign-in-limits.ts";
import { pendingSignInEmail } from "../../access/two-factor.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { forbidden } from "../../http/app-error.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import { sendWebResponse, toWebRequest } from "./web-bridge.ts";

/** The plugin's error codes, in the product's words. */
const MESSAGES: Record<string, string> = {
  INVALID_CODE: M.wrongCode,
  INVALID_BACKUP_CODE: M.wrongRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: M.signInExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: M.tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: M.locked,
  INVALID_PASSWORD: M.wrongPassword,
  TOTP_ALREADY_ENABLED: M.alreadyOn,
  TOTP_NOT_ENABLED: M.notOn,
  TWO_FACTOR_NOT_ENABLED: M.notOn,
  BACKUP_CODES_NOT_ENABLED: M.notOn,
};
/** Answers that mean a guess was wrong: they stay counted against the account. */
const WRONG_GUESS = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "INVALID_PASSWORD"]);

async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined;
  try {
    return ((await response.clone().json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** A sign-in answer that asks for the code step: the password was right, no session yet. */
export async function isTwoFactorChallenge(response: Response): Promise<boolean> {
  try {
    return (
      ((await response.clone().json()) as { twoFactorRedirect?: unknown }).twoFactorRedirect ===
      true
    );
  } catch {
    return false;
  }
}

/** The plugin's answer with its error message in the product's words; headers kept. */
function reworded(response: Response, code: string | undefined): Response {
  const message = code === undefined ? undefined : MESSAGES[code];
  if (message === undefined) return response;
  return new Response(JSON.stringify({ code, message }), {
    status: response.status,
    headers: response.headers,
  });
}

/**
 * Two-step verification (decision 042), better-auth's two-factor plugin behind explicit routes:
 * set up (password, then the first code), the code step of a sign-in (an app code or a
 * recovery code), and turning it off (customers only). Every guess is counted by the sign-in
 * limiter against the account, as a password is: wrong ones stay counted, and a spent limit
 * answers 429 before the plugin sees the code.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  opts: {
    auth: Auth;
    config: Config;
    db: Database;
    limiter: RateLimiter;
    signInLimits: SignInLimits;
  },
) {
  const { auth, config, db, limiter, signInLimits } = opts;
  const recoveryKey = auth.options.secret;
  if (!recoveryKey) throw new Error("two-step verification needs the auth secret");
  const countIp = async (request: FastifyRequest) => {
    await limiter.hit(R.signInIp, request.ip);
  };

  /** Forwards a guess, counted against `email` (when known) and settled by its outcome. */
  async function guarded(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string | null,
    body: unknown,
  ) {
    const { ip } = request;
    if (email) await signInLimits.reserve(email, ip);
    let response: Response;
    try {
      response = await auth.handler(toWebRequest(request, config, body));
    } catch (err) {
      if (email) await signInLimits.settle(email, ip, "other");
      throw err;
    }
    const code = await errorCodeOf(response);
    if (email) {
      const outcome = response.ok
        ? "signed-in"
        : code && WRONG_GUESS.has(code)
          ? "wrong-password"
          : "other";
      await signInLimits.settle(email, ip, outcome);
    }
    if (!response.ok) request.log.info({ status: response.status, code }, "auth: code refused");
    return sendWebResponse(reworded(response, code), reply);
  }

  /** The code step: the pending sign-in's account (or, while setting up, the signed-in one). */
  const codeAccount = async (request: FastifyRequest) =>
    (await pendingSignInEmail(auth, db, request.headers.cookie)) ?? null;

  route(
    app,
    contracts.enable,
    (request, reply) =>
      guarded(request, reply, sessionOf(request).user.email, {
        password: request.body.password,
        method: "totp",
      }),
    { preValidation: countIp },
  );

  route(
    app,
    contracts.verifyTotp,
    async (request, reply) =>
      guarded(request, reply, await codeAccount(request), { code: request.body.code }),
    { preValidation: countIp },
  );

  route(
    app,
    contracts.verifyBackupCode,
    async (request, reply) =>
      // The plugin compares what it is given with the stored hashes (auth/recovery-codes.ts).
      guarded(request, reply, await codeAccount(request), {
        code: hashRecoveryCode(recoveryKey, request.body.code),
      }),
    { preValidation: countIp },
  );

  route(
    app,
    contracts.disable,
    (request, reply) => {
      const { user } = sessionOf(request);
      if (isStaff(user.role)) throw forbidden(M.staffKeepOn);
      return guarded(request, reply, user.email, { password: request.body.password });
    },
    { preValidation: countIp },
  );
}
