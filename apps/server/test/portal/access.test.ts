import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, useAccounts, type Who } from "../admin/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { putSettings } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const SETTINGS_FORM = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
};

type Expect = Record<Who, number>;
const STAFF: Expect = { anonymous: 401, customer: 403, other: 403, admin: 200, superAdmin: 200 };
const SUPER: Expect = { anonymous: 401, customer: 403, other: 403, admin: 403, superAdmin: 200 };
const WHO: Who[] = ["anonymous", "customer", "admin", "superAdmin"];

describe("who may use the portal and the settings", () => {
  it.each(WHO)("the portal statistics and lists, as %s", async (who) => {
    const stats = await call(ctx, accounts, who, "GET", "/api/admin/portal/stats");
    expect(stats.statusCode).toBe(STAFF[who]);
    const list = await call(ctx, accounts, who, "GET", "/api/admin/portal/list?kind=customers");
    expect(list.statusCode).toBe(STAFF[who]);
  });

  it.each(WHO)("the settings, their change log and saving them, as %s", async (who) => {
    const read = await call(ctx, accounts, who, "GET", "/api/admin/settings");
    expect(read.statusCode).toBe(SUPER[who]);
    const changes = await call(ctx, accounts, who, "GET", "/api/admin/settings/changes");
    expect(changes.statusCode).toBe(SUPER[who]);
    const save = await putSettings(ctx, accounts, who, SETTINGS_FORM);
    expect(save.statusCode).toBe(SUPER[who]);
  });

  it("answers 401/403 before validating: an invalid body is still refused by role", async () => {
    const save = await putSettings(ctx, accounts, "admin", { paymentFeePence: -1 });
    expect(save.statusCode).toBe(403);
  });

  it.each(WHO)("Customer Management's delete, as %s", async (who) => {
    const res = await call(
      ctx,
      accounts,
      who,
      "POST",
      `/api/admin/quote-requests/${randomUUID()}/purge`,
      {},
    );
    // staff reach the route and find no such request
    expect(res.statusCode).toBe(STAFF[who] === 200 ? 404 : STAFF[who]);
  });
});
