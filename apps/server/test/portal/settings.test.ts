import { DEFAULT_SETTINGS } from "@automobi/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, settingChanges, settings } from "../../src/db/schema/index.ts";
import { call, useAccounts } from "../admin/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { untilDatabaseClockPasses } from "../support/wait.ts";
import { putSettings } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const FEE_TOO_SMALL = "Payment fee must be at least £0.30, the smallest card payment";

const form = (overrides: Record<string, unknown> = {}) => ({
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
  ...overrides,
});

describe("System Settings", () => {
  it("starts with the spec's defaults and an empty change log", async () => {
    const res = await call(ctx, accounts, "superAdmin", "GET", "/api/admin/settings");
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    const changes = await call(ctx, accounts, "superAdmin", "GET", "/api/admin/settings/changes");
    expect(changes.json()).toEqual({ items: [], pageSize: 20, total: 0, nextCursor: null });
  });

  it.each([
    [{ platformName: "   " }, { platformName: "Platform name is required" }],
    [
      { platformName: "x".repeat(81) },
      { platformName: "Platform name must be 80 characters or fewer" },
    ],
    // every amount on the API is in whole pence (decision 050)
    [{ paymentFeePence: 0 }, { paymentFeePence: FEE_TOO_SMALL }],
    [{ paymentFeePence: -100 }, { paymentFeePence: FEE_TOO_SMALL }],
    [{ paymentFeePence: 29 }, { paymentFeePence: FEE_TOO_SMALL }],
    [
      { paymentFeePence: 300.5 },
      { paymentFeePence: "Payment fee must have at most 2 decimal places" },
    ],
    [{ paymentFeePence: "300" }, { paymentFeePence: "Payment fee must be a number" }],
    [{ paymentFeePence: 100_001 }, { paymentFeePence: "Payment fee must be £1000 or less" }],
    // pounds in the old field are no fee at all
    [
      { paymentFeePence: undefined, paymentFee: 3 },
      { paymentFeePence: "Payment fee must be a number" },
    ],
    [
      { rewardPointsPerPayment: 2.5 },
      { rewardPointsPerPayment: "Reward points per payment must be a whole number" },
    ],
    [
      { rewardPointsPerPayment: 1e-9 },
      { rewardPointsPerPayment: "Reward points per payment must be a whole number" },
    ],
    [
      { rewardPointsPerPayment: -1 },
      { rewardPointsPerPayment: "Reward points per payment must be 0 or more" },
    ],
    [
      { maxQuoteResponseHours: 0 },
      { maxQuoteResponseHours: "Maximum quote response time must be at least 1 hour" },
    ],
    [
      { maxQuoteResponseHours: 1.5 },
      { maxQuoteResponseHours: "Maximum quote response time must be a whole number of hours" },
    ],
    [{ platformName: undefined }, { platformName: "Platform name is required" }],
    [{ vatRatePercent: -1 }, { vatRatePercent: "VAT rate must be 0% or more" }],
    [{ vatRatePercent: 100.5 }, { vatRatePercent: "VAT rate must be 100% or less" }],
    [{ vatRatePercent: 17.555 }, { vatRatePercent: "VAT rate must have at most 2 decimal places" }],
    [{ vatRatePercent: "20" }, { vatRatePercent: "VAT rate must be a number" }],
  ])("refuses %j with the field's message", async (overrides, fields) => {
    const res = await putSettings(ctx, accounts, "superAdmin", form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it("refuses several wrong fields at once, one message each, and stores nothing", async () => {
    const res = await putSettings(ctx, accounts, "superAdmin", {
      platformName: "",
      paymentFeePence: 0,
      rewardPointsPerPayment: -2,
      maxQuoteResponseHours: 0,
    });
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      "maxQuoteResponseHours",
      "paymentFeePence",
      "platformName",
      "rewardPointsPerPayment",
    ]);
    expect(await ctx.db.select().from(settings)).toEqual([]);
  });

  it("stores the changed settings, logs each change and audits the save", async () => {
    const res = await putSettings(
      ctx,
      accounts,
      "superAdmin",
      form({
        platformName: "  Automobi Pro  ",
        paymentFeePence: 499,
        rewardPointsPerPayment: 0,
        vatRatePercent: 17.5,
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = {
      platformName: "Automobi Pro",
      paymentFeePence: 499,
      rewardPointsPerPayment: 0,
      maxQuoteResponseHours: 24,
      vatRatePercent: 17.5,
      vatNumber: "",
      deletedRequestRetentionDays: 90,
    };
    expect(res.json()).toEqual(saved);
    expect((await call(ctx, accounts, "superAdmin", "GET", "/api/admin/settings")).json()).toEqual(
      saved,
    );
    // the stored values drive the product: the payment card and the site's name
    const terms = await call(ctx, accounts, "customer", "GET", "/api/payments/terms");
    expect(terms.json()).toMatchObject({ feePence: 499, rewardPoints: 0 });
    const site = await call(ctx, accounts, "anonymous", "GET", "/api/public-config");
    expect(site.json()).toMatchObject({
      platformName: "Automobi Pro",
      serviceFeePence: 499,
      vatRatePercent: 17.5,
    });

    // four settings changed (the response time did not): four entries, who and when
    const rows = await ctx.db.select().from(settingChanges);
    expect(
      rows
        .map(({ key, oldValue, newValue, changedByEmail }) => ({
          key,
          oldValue,
          newValue,
          changedByEmail,
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      {
        key: "payment_fee_pence",
        oldValue: 300,
        newValue: 499,
        changedByEmail: "boss@example.com",
      },
      {
        key: "platform_name",
        oldValue: "Automobi",
        newValue: "Automobi Pro",
        changedByEmail: "boss@example.com",
      },
      {
        key: "reward_points_per_payment",
        oldValue: 10,
        newValue: 0,
        changedByEmail: "boss@example.com",
      },
      {
        key: "vat_rate_percent",
        oldValue: 20,
        newValue: 17.5,
        changedByEmail: "boss@example.com",
      },
    ]);
    expect(rows.every((row) => row.changedByUserId !== null)).toBe(true);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "boss@example.com",
      targetType: "settings",
      details: {
        changes: {
          platformName: { from: "Automobi", to: "Automobi Pro" },
          paymentFeePence: { from: 300, to: 499 },
          rewardPointsPerPayment: { from: 10, to: 0 },
          vatRatePercent: { from: 20, to: 17.5 },
        },
      },
    });
  });

  it("writes nothing when nothing changed", async () => {
    const before = (await ctx.db.select().from(settingChanges)).length;
    const res = await putSettings(
      ctx,
      accounts,
      "superAdmin",
      form({ platformName: "Automobi Pro", paymentFeePence: 499, rewardPointsPerPayment: 0 }),
    );
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(settingChanges)).toHaveLength(before);
    expect(
      await ctx.db.select().from(auditLog).where(eq(auditLog.action, "settings.update")),
    ).toHaveLength(1);
  });

  it("lists the changes newest first, paginated", async () => {
    await untilDatabaseClockPasses(ctx.db);
    const res = await putSettings(
      ctx,
      accounts,
      "superAdmin",
      form({
        platformName: "Automobi Pro",
        paymentFeePence: 499,
        rewardPointsPerPayment: 0,
        maxQuoteResponseHours: 48,
      }),
    );
    expect(res.statusCode).toBe(200);
    const changes = await call(
      ctx,
      accounts,
      "superAdmin",
      "GET",
      "/api/admin/settings/changes?pageSize=2",
    );
    expect(changes.statusCode).toBe(200);
    const body = changes.json();
    expect(body).toMatchObject({ pageSize: 2, total: 5 });
    expect(body.items[0]).toMatchObject({
      setting: "maxQuoteResponseHours",
      oldValue: 24,
      newValue: 48,
      changedByEmail: "boss@example.com",
    });
    expect(new Date(body.items[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(body.items[1].createdAt).getTime(),
    );
    const second = await call(
      ctx,
      accounts,
      "superAdmin",
      "GET",
      `/api/admin/settings/changes?pageSize=2&cursor=${body.nextCursor}`,
    );
    expect(second.json()).toMatchObject({ pageSize: 2, total: 5 });
    expect(second.json().items).toHaveLength(2);
    const third = await call(
      ctx,
      accounts,
      "superAdmin",
      "GET",
      `/api/admin/settings/changes?pageSize=2&cursor=${second.json().nextCursor}`,
    );
    expect(third.json()).toMatchObject({ pageSize: 2, total: 5, nextCursor: null });
    const items = [...body.items, ...second.json().items, ...third.json().items];
    expect(new Set(items.map((c: { id: string }) => c.id)).size).toBe(5);
  });

  it("the maximum response time reaches the admin dashboard, where it marks requests overdue", async () => {
    const before = await call(ctx, accounts, "admin", "GET", "/api/admin/quote-requests/counts");
    expect(before.json()).toMatchObject({ maxQuoteResponseHours: 48 });
    const res = await putSettings(
      ctx,
      accounts,
      "superAdmin",
      form({ platformName: "Automobi Pro", paymentFeePence: 499, rewardPointsPerPayment: 0 }),
    );
    expect(res.statusCode).toBe(200);
    const after = await call(ctx, accounts, "admin", "GET", "/api/admin/quote-requests/counts");
    expect(after.json()).toMatchObject({ maxQuoteResponseHours: 24 });
  });
});
