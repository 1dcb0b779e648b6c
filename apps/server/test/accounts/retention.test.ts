import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, quoteRequests, settingChanges, user } from "../../src/db/schema/index.ts";
import { runRetention } from "../../src/features/retention/service.ts";
import { saveSettings, storedRequest, useAccounts } from "../admin/fixtures.ts";
import { register } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
const DAY_MS = 24 * 60 * 60 * 1000;

const saveRetention = (changes: Record<string, unknown>) => saveSettings(ctx, accounts, changes);

async function unconfirmedAccount(email: string, daysAgo: number) {
  expect((await register(ctx.app, { email })).statusCode).toBe(201);
  await ctx.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(user.email, email));
}

const exists = async (email: string) =>
  (await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length === 1;

describe("how long things are kept", () => {
  it("purges deleted requests after the stored period and unconfirmed accounts after 7 days", async () => {
    // A super admin sets the period (audited like every setting); the privacy page states it.
    const refused = await saveRetention({ deletedRequestRetentionDays: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      "Keep deleted requests for a whole number of days from 7 to 3650",
    );
    const saved = await saveRetention({ deletedRequestRetentionDays: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().deletedRequestRetentionDays).toBe(30);
    const [change] = await ctx.db
      .select()
      .from(settingChanges)
      .where(eq(settingChanges.key, "deleted_request_retention_days"));
    expect(change).toMatchObject({ oldValue: 90, newValue: 30 });
    const site = await ctx.app.inject({ method: "GET", url: "/api/public-config" });
    expect(site.json().deletedRequestRetentionDays).toBe(30);

    const old = await storedRequest(ctx, accounts.customerId, {
      status: "deleted",
      deletedHoursAgo: 31 * 24,
    });
    const recent = await storedRequest(ctx, accounts.customerId, {
      status: "deleted",
      deletedHoursAgo: 29 * 24,
    });
    const live = await storedRequest(ctx, accounts.customerId, { hoursAgo: 40 * 24 });
    await unconfirmedAccount("never-confirmed@example.com", 8);
    await unconfirmedAccount("just-joined@example.com", 6);

    const run = await runRetention(ctx.db);
    expect(run).toMatchObject({ skipped: false, deletedRequests: 1, unconfirmedAccounts: 1 });
    const left = await ctx.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(sql`${quoteRequests.id} in ${[old, recent, live]}`);
    expect(left.map((row) => row.id).sort()).toEqual([recent, live].sort());
    expect(await exists("never-confirmed@example.com")).toBe(false);
    expect(await exists("just-joined@example.com")).toBe(true);
    // confirmed accounts stay, however old
    expect(await exists("driver@example.com")).toBe(true);
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "retention.purge"));
    expect(audited?.details).toMatchObject({ deletedRequests: 1, unconfirmedAccounts: 1 });

    // Nothing more is due: a second run removes nothing and writes no audit entry.
    expect(await runRetention(ctx.db)).toMatchObject({
      deletedRequests: 0,
      unconfirmedAccounts: 0,
    });
  });
});
