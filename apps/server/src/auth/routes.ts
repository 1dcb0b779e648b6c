import { ERROR_CODES, fieldErrors, loginSchema, newPasswordSchema } from "@automobi/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { AppError } from "../http/app-error.ts";
import type { RateLimiter } from "../http/rate-limiter.ts";
import { RequestValidationError } from "../http/validation.ts";
import type { Auth } from "./auth.ts";
import { readSession } from "./guards.ts";
import { AUTH_RATE_RULES as R } from "./rate-limits.ts";

/**
 * Closed to clients, because the product does these through its own routes and rules:
 * sign-up through POST /api/register (the spec's fields, the outbox), a password change through
 * PUT /api/profile (the one policy, its limits, every other session signed out).
 * POST /api/auth/request-password-reset is also ours (features/accounts/routes.ts).
 */
const BLOCKED_PATHS = new Set(["/api/auth/sign-up/email", "/api/auth/change-password"]);

function toWebRequest(request: FastifyRequest, config: Config): Request {
  const url = new URL(request.url, config.publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "x-forwarded-for" || key === "content-length") continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // The client IP as Fastify resolved it (trustProxy aware); a client-sent header never counts.
  headers.set("x-forwarded-for", request.ip);
  const hasBody =
    request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length") return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = response.body ? await response.text() : "";
  if (response.status >= 400) {
    // One error shape for the whole API.
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    const code =
      response.status === 429
        ? ERROR_CODES.RATE_LIMITED
        : (parsed.code ?? `HTTP_${response.status}`);
    return reply.type("application/json; charset=utf-8").send({
      error: { code, message: parsed.message ?? "The request could not be completed." },
    });
  }
  return reply.send(withoutSessionToken(text));
}

/**
 * better-auth echoes the session token in some JSON answers (sign-in, get-session). The cookie
 * is HttpOnly precisely so scripts never see it: drop it from the body too.
 */
function withoutSessionToken(text: string): string {
  if (!text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
    if (!body || typeof body !== "object") return text;
    if ("token" in body) body.token = undefined;
    if (body.session && typeof body.session === "object") body.session.token = undefined;
    return JSON.stringify(body);
  } catch {
    return text;
  }
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

/**
 * The spec's messages for the sign-in form, from the same schema the browser uses: better-auth's
 * own wording never reaches the customer. The body itself goes on to better-auth unchanged (it
 * needs fields such as `rememberMe`).
 */
const BODY_SCHEMAS = new Map([["/api/auth/sign-in/email", loginSchema]]);

function checkBody(path: string, body: unknown) {
  const schema = BODY_SCHEMAS.get(path);
  if (!schema) return;
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new RequestValidationError(fieldErrors(result.error));
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
    case "/api/auth/sign-in/email":
      await limiter.hit(R.signInIp, ip);
      if (email) await limiter.check(R.signInAccountFailures, email);
      return;
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
  opts: { auth: Auth; config: Config; limiter: RateLimiter },
) {
  const { auth, config, limiter } = opts;
  app.route({
    method: ["GET", "POST"],
    url: AUTH_PROXY_ROUTE,
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (BLOCKED_PATHS.has(path)) {
        return reply
          .status(404)
          .send({ error: { code: ERROR_CODES.NOT_FOUND, message: "Not found" } });
      }
      if (request.method === "POST") {
        await applyLimits(auth, limiter, path, request);
        checkBody(path, request.body);
        checkNewPassword(path, request.body);
      }
      const response = await auth.handler(toWebRequest(request, config));
      if (path === "/api/auth/sign-in/email") {
        const email = emailOf(request.body);
        if (response.ok) request.log.info({ email, ip: request.ip }, "auth: sign-in succeeded");
        else {
          request.log.warn(
            { email, ip: request.ip, status: response.status },
            "auth: sign-in failed",
          );
          if (response.status === 401 && email) await limiter.count(R.signInAccountFailures, email);
        }
      }
      return sendWebResponse(response, reply);
    },
  });
}
