import { describe, expect, it } from "vitest";
import { OTHER_EMAIL, storedRequest, useAccounts } from "../admin/fixtures.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

interface Entry {
  action: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
  target: { name: string; link: string | null } | null;
}

async function auditPage() {
  const res = await request(ctx, accounts, "superAdmin", "GET", "/api/admin/audit?pageSize=100");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Entry[];
}
const entry = (items: Entry[], action: string, targetId?: string) =>
  items.find((item) => item.action === action && (!targetId || item.targetId === targetId));

const QUOTE = {
  garageName: "Hartley & Sons Motors",
  garagePhone: "020 7946 0000",
  garageAddress: "1 High Street, London",
  garageEmail: "bookings@hartley.example",
  garagePostcode: "LS12 2RT",
  description: "Front pads and discs",
  estimatedDuration: "2-3 hours",
  breakdown: { partsPence: 12_000, labourPence: 14_250 },
};

describe("the audit log's targets", () => {
  it("names each target and links to the page that shows it, in one statement a page", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const forFew = await routeStatementsOf(ctx.db, () => auditPage());
    const added = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/quotes`,
      QUOTE,
    );
    expect(added.statusCode, added.body).toBe(201);
    const { quote } = added.json();
    await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/mark-complete`,
      {},
    );
    await request(ctx, accounts, "admin", "PATCH", `/api/admin/garages/${quote.garage.id}`, {
      contactPerson: "Jo Hartley",
    });
    await request(ctx, accounts, "superAdmin", "POST", "/api/admin/staff", { email: OTHER_EMAIL });

    const forMore = await routeStatementsOf(ctx.db, () => auditPage());
    expect(forMore.length).toBe(forFew.length);
    const items = await auditPage();
    const processing = `/admin/quote-processing?search=${requestId.slice(0, 8)}&completed=true`;
    expect(entry(items, "quote.create")!.target).toEqual({
      name: "£315.00 quote from Hartley & Sons Motors for the Volkswagen Golf (AB12 CDE)",
      link: processing,
    });
    expect(entry(items, "quote_request.mark_complete")!.target).toEqual({
      name: "Volkswagen Golf (AB12 CDE)",
      link: processing,
    });
    expect(entry(items, "garage.update")!.target).toEqual({
      name: "Hartley & Sons Motors",
      link: "/admin/garages?search=Hartley+%26+Sons+Motors",
    });
    expect(entry(items, "user.promote")!.target).toEqual({
      name: OTHER_EMAIL,
      link: "/admin/staff",
    });
  });

  it("still names a deleted quote by its price and garage, and a removed request as removed", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const added = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/quotes`,
      { ...QUOTE, breakdown: null, pricePence: 9_950 },
    );
    const quoteId = added.json().quote.id as string;
    await request(ctx, accounts, "admin", "DELETE", `/api/admin/quotes/${quoteId}`);
    await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/delete`,
      {},
    );
    let items = await auditPage();
    expect(entry(items, "quote.delete", quoteId)!.target).toEqual({
      name: "£99.50 quote from Hartley & Sons Motors for the Volkswagen Golf (AB12 CDE)",
      link: "/admin/deleted-quotes",
    });
    await request(ctx, accounts, "admin", "DELETE", `/api/admin/quote-requests/${requestId}`);
    items = await auditPage();
    expect(entry(items, "quote_request.permanent_delete", requestId)!.target).toEqual({
      name: `Request ${requestId.slice(0, 8)} (removed)`,
      link: null,
    });
  });
});
