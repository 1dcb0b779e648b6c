import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema/index.ts";
import {
  CUSTOMER_EMAIL,
  call,
  placedRequest,
  storedDirectoryGarage,
  useAccounts,
} from "../admin/fixtures.ts";
import { payServiceFee } from "../payments/fixtures.ts";
import { latestEmail, nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const as = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

const payFor = (requestId: string) => payServiceFee(ctx, accounts, requestId);

describe("A garage's jobs", () => {
  let mine: string;
  let theirs: string;
  let requestId: string;
  let quoteId: string;
  beforeAll(async () => {
    const leeds = await storedDirectoryGarage(ctx, {
      name: "Leeds Central",
      email: "desk@leeds-central.example",
      postcode: "LS1 4DY",
    });
    const other = await storedDirectoryGarage(ctx, {
      name: "Kirkstall Motors",
      email: "desk@kirkstall.example",
      postcode: "LS5 3AA",
    });
    mine = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      leeds,
      "a@leeds.example",
    );
    theirs = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      other,
      "b@kirk.example",
    );
    requestId = await placedRequest(ctx, accounts.customerId, "LS6 2QR", "10-miles");
    const quoted = await as(mine, "POST", `/api/garage/requests/${requestId}/quotes`, {
      breakdown: { partsPence: 10_000, labourPence: 5_000 },
      description: "Front pads and discs",
      estimatedDuration: "2 hours",
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    quoteId = quoted.json().quote.id;
  });

  it("shows no job, and nobody's details, until the customer has paid for the garage's quote", async () => {
    expect((await as(mine, "GET", "/api/garage/jobs")).json().items).toEqual([]);
    const accepted = await call(ctx, accounts, "customer", "POST", `/api/quotes/${quoteId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The garage hears of it by e-mail, without the customer's identity yet.
    const told = await latestEmail(ctx.db, "a@leeds.example", "garage-quote-accepted");
    expect(told!.subject).toBe("Quote accepted: Volkswagen Golf in LS6");
    expect(told!.text).toContain("£180.00");
    expect(told!.text).not.toContain("07700900123");
    expect(await latestEmail(ctx.db, "b@kirk.example", "garage-quote-accepted")).toBeUndefined();
    const unpaid = await as(mine, "GET", "/api/garage/jobs");
    expect(unpaid.json().items).toEqual([]);
    expect(unpaid.body).not.toContain("07700900123");
    expect((await as(mine, "POST", `/api/garage/jobs/${quoteId}/complete`, {})).statusCode).toBe(
      404,
    );
  });

  it("once paid, gives the garage the customer's name, phone and full postcode", async () => {
    await payFor(requestId);
    const paid = await latestEmail(ctx.db, "a@leeds.example", "garage-job-paid");
    expect(paid!.subject).toBe("New job: Volkswagen Golf in LS6");
    const jobs = (await as(mine, "GET", "/api/garage/jobs")).json();
    expect(jobs.items).toHaveLength(1);
    expect(jobs.items[0]).toMatchObject({
      id: quoteId,
      quoteRequestId: requestId,
      pricePence: 18_000,
      vehicleRegistration: "AB12CDE",
      customer: { phone: "07700900123", postcode: "LS6 2QR" },
      requestStatus: "accepted",
      completedAt: null,
      appointment: null,
    });
    expect(jobs.items[0].customer.name).toBeTruthy();
    // Another garage sees none of it, and cannot touch it.
    const other = await as(theirs, "GET", "/api/garage/jobs");
    expect(other.json().items).toEqual([]);
    expect(other.body).not.toContain("07700900123");
    expect((await as(theirs, "POST", `/api/garage/jobs/${quoteId}/complete`, {})).statusCode).toBe(
      404,
    );
    // Nor is the quote theirs: not in their list, not theirs to withdraw (404, where the
    // garage that sent it is told it is no longer pending).
    const theirQuotes = await as(theirs, "GET", "/api/garage/quotes");
    expect(theirQuotes.json().items).toEqual([]);
    expect(
      (await as(theirs, "POST", `/api/garage/quotes/${quoteId}/withdraw`, {})).statusCode,
    ).toBe(404);
    expect((await as(mine, "POST", `/api/garage/quotes/${quoteId}/withdraw`, {})).statusCode).toBe(
      409,
    );
  });

  it("marks the job done: the request is completed, once", async () => {
    const done = await as(mine, "POST", `/api/garage/jobs/${quoteId}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    // the paid job's customer is asked to review the garage
    const invited = await latestEmail(ctx.db, CUSTOMER_EMAIL, "review-invitation");
    expect(invited?.subject).toBe("How did Leeds Central do?");
    expect(done.json()).toMatchObject({
      requestStatus: "completed",
      message: "Job marked as done",
    });
    const [row] = await ctx.db
      .select({ status: quoteRequests.status, completedAt: quoteRequests.completedAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    expect(row!.status).toBe("completed");
    expect(row!.completedAt).not.toBeNull();
    const again = await as(mine, "POST", `/api/garage/jobs/${quoteId}/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/This request is Completed\./);
    expect((await as(mine, "GET", "/api/garage/jobs")).json().items[0]).toMatchObject({
      requestStatus: "completed",
    });
  });
});
