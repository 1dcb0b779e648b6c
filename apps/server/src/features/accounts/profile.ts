import type { ProfileUpdate, ProfileView } from "@automobi/domain";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import type { CurrentSession } from "../../auth/guards.ts";
import { withdrawResetLinks } from "../../auth/reset-tokens.ts";
import type { Database } from "../../db/client.ts";
import { account, profiles, session, user } from "../../db/schema/index.ts";

export type { ProfileView };

export async function readProfile(db: Database, current: CurrentSession): Promise<ProfileView> {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
      postcode: profiles.postcode,
      address: profiles.address,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, current.user.id));
  const firstName = row?.firstName ?? null;
  const lastName = row?.lastName ?? null;
  const fullName = [firstName, lastName].filter(Boolean).join(" ") || (row?.name ?? "");
  return {
    email: row?.email ?? current.user.email,
    fullName,
    firstName,
    lastName,
    phone: row?.mobile ?? null,
    postcode: row?.postcode ?? null,
    address: row?.address ?? null,
  };
}

/**
 * Saves the Update Details form. Fields left out stay as they are; blanks become null.
 * A new password replaces the old one and signs out every other session; a new e-mail is
 * only used once confirmed from the new address.
 */
export async function updateProfile(
  deps: { auth: Auth; db: Database },
  current: CurrentSession,
  update: ProfileUpdate,
  request: FastifyRequest,
): Promise<{ emailChangePending: boolean }> {
  const { auth, db } = deps;
  const userId = current.user.id;
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if ("firstName" in update) changes.firstName = update.firstName ?? null;
  if ("lastName" in update) changes.lastName = update.lastName ?? null;
  if (update.phone !== undefined) changes.mobile = update.phone;
  if (update.postcode !== undefined) changes.postcode = update.postcode;
  if (update.address !== undefined) changes.address = update.address;

  const passwordHash = update.newPassword
    ? await (await auth.$context).password.hash(update.newPassword)
    : null;

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx
        .insert(profiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { ...changes, updatedAt: new Date() },
        });
      if ("firstName" in changes || "lastName" in changes) {
        const name = [changes.firstName, changes.lastName].filter(Boolean).join(" ");
        if (name)
          await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
      }
    }
    if (passwordHash) {
      await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
      await tx
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, current.sessionId)));
      await withdrawResetLinks(tx, userId);
    }
  });
  if (passwordHash) request.log.info({ userId }, "auth: password changed, other sessions revoked");

  const emailChangePending = Boolean(update.email && update.email !== current.user.email);
  if (emailChangePending) {
    await auth.api.changeEmail({
      body: { newEmail: update.email!, callbackURL: "/dashboard" },
      headers: fromNodeHeaders(request.headers),
    });
  }
  return { emailChangePending };
}
