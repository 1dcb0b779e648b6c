import { forgotPasswordSchema, profileUpdateSchema, registerBodySchema } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { requireUser, signedInFirst } from "../../auth/guards.ts";
import { AUTH_RATE_RULES as R } from "../../auth/rate-limits.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { RESET_REQUESTED_ANSWER, requestPasswordReset } from "./password-reset.ts";
import { readProfile, updateProfile } from "./profile.ts";
import { registerCustomer } from "./register.ts";

/** Where the confirmation link lands: the sign-in page, or back to a half-filled quote form. */
const CONFIRMED_CALLBACKS = {
  login: "/login?confirmed=1",
  "quote-request": "/quote-request?confirmed=1",
} as const;
const registerRequest = registerBodySchema.extend({
  returnTo: z.enum(["login", "quote-request"]).default("login"),
});

export async function accountRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Database; outbox: Outbox; limiter: RateLimiter },
) {
  const { auth, db, outbox, limiter } = opts;

  app.post("/api/register", { schema: { body: registerRequest } }, async (request, reply) => {
    const { returnTo, ...body } = request.body as z.output<typeof registerRequest>;
    await limiter.hit(R.signUpIp, request.ip);
    await limiter.hit(R.signUpAccount, body.email);
    await registerCustomer({ auth, db, outbox }, body, request.log, CONFIRMED_CALLBACKS[returnTo]);
    return reply.status(201).send({ status: "confirmation_sent", email: body.email });
  });

  // The forgot-password form posts to better-auth's path, but the request is ours (decision 004).
  app.post(
    "/api/auth/request-password-reset",
    {
      // Counted before validation, as every other auth route is: a malformed flood still counts.
      preValidation: async (request) => {
        await limiter.hit(R.forgotIp, request.ip);
      },
      schema: { body: forgotPasswordSchema },
    },
    async (request) => {
      const { email } = request.body as z.output<typeof forgotPasswordSchema>;
      await limiter.hit(R.forgotAccount, email);
      await requestPasswordReset({ auth, db, outbox }, email);
      request.log.info({ ip: request.ip }, "auth: password reset requested");
      return RESET_REQUESTED_ANSWER;
    },
  );

  app.get("/api/profile", async (request) => {
    const current = await requireUser(auth, request);
    return readProfile(db, current);
  });

  app.put(
    "/api/profile",
    { preValidation: signedInFirst(auth), schema: { body: profileUpdateSchema } },
    async (request) => {
      const current = await requireUser(auth, request);
      const update = request.body as typeof profileUpdateSchema._output;
      if (update.newPassword) {
        await limiter.hit(R.changePasswordIp, request.ip);
        await limiter.hit(R.changePasswordAccount, current.user.id);
      }
      if (update.email && update.email !== current.user.email) {
        // The same counters as better-auth's /change-email (auth/routes.ts).
        await limiter.hit(R.changeEmailIp, request.ip);
        await limiter.hit(R.changeEmailAccount, current.user.id);
      }
      const { emailChangePending } = await updateProfile({ auth, db }, current, update, request);
      return { profile: await readProfile(db, current), emailChangePending };
    },
  );
}
