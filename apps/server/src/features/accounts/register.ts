import type { RegisterBody } from "@automobi/domain";
import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";

export const ACCOUNT_EXISTS_MESSAGE =
  "An account with this email already exists. Please try logging in instead.";

export interface RegisterDeps {
  auth: Auth;
  db: Database;
  outbox: Outbox;
}

/**
 * Creates a customer who must confirm their e-mail before signing in.
 * - A confirmed account with this e-mail: the spec's 'Account exists' answer.
 * - An unconfirmed one: the same answer as a new registration (the link is sent again), and
 *   the same work (a password hash and an e-mail), so neither answer nor timing reveals it.
 */
export async function registerCustomer(
  deps: RegisterDeps,
  body: RegisterBody,
  request: FastifyRequest,
  callbackURL: string,
): Promise<void> {
  const { auth, db, outbox } = deps;
  const ctx = await auth.$context;
  const [existing] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, body.email))
    .limit(1);
  if (existing) {
    await ctx.password.hash(body.password);
    if (existing.emailVerified) {
      throw new AppError("CONFLICT", ACCOUNT_EXISTS_MESSAGE, 409);
    }
    await auth.api.sendVerificationEmail({ body: { email: body.email, callbackURL } });
    return;
  }

  const headers = fromNodeHeaders(request.headers);
  headers.set("x-forwarded-for", request.ip);
  const created = await auth.api.signUpEmail({
    body: {
      name: `${body.firstName} ${body.lastName}`,
      email: body.email,
      password: body.password,
      callbackURL,
    },
    headers,
  });
  const userId = created.user.id;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        userId,
        firstName: body.firstName,
        lastName: body.lastName,
        mobile: body.phone,
        postcode: body.postcode,
      })
      .onConflictDoNothing();
    await outbox.enqueue(tx, body.email, "welcome", {
      customerName: body.firstName,
      customerEmail: body.email,
    });
  });
  request.log.info({ userId }, "auth: account registered");
}
