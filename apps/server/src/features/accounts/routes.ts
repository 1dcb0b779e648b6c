import {
  changesCredentials,
  errorResponses,
  forgotPasswordRequest,
  forgotPasswordResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  profileView,
  registerRequest,
  registerResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Auth } from "../../auth/auth.ts";
import { AUTH_RATE_RULES as R } from "../../auth/rate-limits.ts";
import type { SessionCache } from "../../auth/session-cache.ts";
import { SignInLimits } from "../../auth/sign-in-limits.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { linkRoutes } from "./link-routes.ts";
import {
  confirmCurrentPassword,
  RESET_REQUESTED_ANSWER,
  readProfile,
  registerCustomer,
  requestPasswordReset,
  updateProfile,
} from "./service.ts";

/** Where the confirmation link lands: the sign-in page, or back to a half-filled quote form. */
const CONFIRMED_CALLBACKS = {
  login: "/login?confirmed=1",
  "quote-request": "/quote-request?confirmed=1",
} as const;

export async function accountRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Database; outbox: Outbox; limiter: RateLimiter; sessions: SessionCache },
) {
  const { auth, db, outbox, limiter, sessions } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: "public" } as const;
  const customer = { access: "customer" } as const;
  const signInLimits = new SignInLimits(limiter);
  await linkRoutes(app, { auth, db, outbox, limiter, sessions });

  api.post(
    "/api/register",
    {
      config: open,
      schema: {
        body: registerRequest,
        response: { 201: registerResponse, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const { returnTo, ...body } = request.body;
      await limiter.hit(R.signUpIp, request.ip);
      await limiter.hit(R.signUpAccount, body.email);
      await registerCustomer(
        { auth, db, outbox },
        body,
        request.log,
        CONFIRMED_CALLBACKS[returnTo],
      );
      return reply.status(201).send({ status: "confirmation_sent", email: body.email });
    },
  );

  // The forgot-password form posts to better-auth's path, but the request is ours (decision 004).
  api.post(
    "/api/auth/request-password-reset",
    {
      config: open,
      // Counted before validation, as every other auth route is: a malformed flood still counts.
      preValidation: async (request) => {
        await limiter.hit(R.forgotIp, request.ip);
      },
      schema: {
        body: forgotPasswordRequest,
        response: { 200: forgotPasswordResponse, ...errorResponses(429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limiter.hit(R.forgotAccount, email);
      await requestPasswordReset({ auth, db, outbox }, email);
      request.log.info("auth: password reset requested");
      return RESET_REQUESTED_ANSWER;
    },
  );

  api.get(
    "/api/profile",
    { config: customer, schema: { response: { 200: profileView, ...errorResponses(401) } } },
    async (request) => readProfile(db, sessionOf(request)),
  );

  api.put(
    "/api/profile",
    {
      config: customer,
      schema: {
        body: profileUpdateRequest,
        response: { 200: profileUpdateResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const current = sessionOf(request);
      const update = request.body;
      // First, so that every guess of the password counts as a failed sign-in.
      if (changesCredentials(update, current.user.email)) {
        await confirmCurrentPassword(
          { auth, db, signInLimits },
          current,
          update.currentPassword,
          request.ip,
        );
      }
      if (update.newPassword) {
        await limiter.hit(R.changePasswordIp, request.ip);
        await limiter.hit(R.changePasswordAccount, current.user.id);
      }
      if (update.email && update.email !== current.user.email) {
        // The one way to change the e-mail: better-auth's /change-email has no route.
        await limiter.hit(R.changeEmailIp, request.ip);
        await limiter.hit(R.changeEmailAccount, current.user.id);
      }
      const { emailChangePending } = await updateProfile(
        { auth, db, sessions },
        current,
        update,
        request,
      );
      return { profile: await readProfile(db, current), emailChangePending };
    },
  );
}
