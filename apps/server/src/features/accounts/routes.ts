import { profileUpdateSchema, registerBodySchema } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { requireUser, signedInFirst } from "../../auth/guards.ts";
import { AUTH_RATE_RULES as R } from "../../auth/rate-limits.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
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
    await registerCustomer({ auth, db, outbox }, body, request, CONFIRMED_CALLBACKS[returnTo]);
    return reply.status(201).send({ status: "confirmation_sent", email: body.email });
  });

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
      const { emailChangePending } = await updateProfile({ auth, db }, current, update, request);
      return { profile: await readProfile(db, current), emailChangePending };
    },
  );
}
