import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { payments, quoteRequests, user } from "../../src/db/schema/index.ts";
import type { Accounts, Who } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import type { TestApp } from "../support/test-app.ts";

const MINUTE_MS = 60 * 1000;

export const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * MINUTE_MS);

/** Sets a request's times as a test needs them (created, first quoted, completed). */
export async function timeRequest(
  ctx: TestApp,
  id: string,
  times: { createdAt: Date; firstQuotedAfterMinutes?: number; completedAt?: Date },
) {
  await ctx.db
    .update(quoteRequests)
    .set({
      createdAt: times.createdAt,
      updatedAt: times.createdAt,
      firstQuotedAt:
        times.firstQuotedAfterMinutes === undefined
          ? null
          : minutesAfter(times.createdAt, times.firstQuotedAfterMinutes),
      ...(times.completedAt ? { completedAt: times.completedAt } : {}),
    })
    .where(eq(quoteRequests.id, id));
}

/** A payment row (the request may be gone: payments outlive it). */
export async function storedPayment(
  ctx: TestApp,
  userId: string,
  values: { amountPence: number; completedAt: Date | null; requestId?: string },
) {
  await ctx.db.insert(payments).values({
    quoteRequestId: values.requestId ?? randomUUID(),
    quoteId: randomUUID(),
    userId,
    provider: "test",
    providerSessionId: `test_${randomUUID()}`,
    amountPence: values.amountPence,
    status: values.completedAt ? "completed" : "pending",
    completedAt: values.completedAt,
  });
}

/** An account written straight to the database (no session): counts by its role. */
export async function storedAccount(
  ctx: TestApp,
  email: string,
  role: "customer" | "admin" | "super_admin" = "customer",
  createdAt = new Date(),
) {
  const id = randomUUID();
  await ctx.db
    .insert(user)
    .values({ id, name: email.split("@")[0] ?? email, email, role, createdAt });
  return id;
}

/** `PUT /api/admin/settings` as a browser on our own page sends it, as `who`. */
export function putSettings(
  ctx: TestApp,
  accounts: Accounts,
  who: Who,
  payload: Record<string, unknown>,
) {
  const cookie = who === "anonymous" ? undefined : accounts.cookies[who];
  return ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
    payload,
  });
}
