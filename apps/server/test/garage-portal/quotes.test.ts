import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, quoteRequests, quotes, user } from "../../src/db/schema/index.ts";
import {
  CUSTOMER_EMAIL,
  call,
  placedRequest,
  storedDirectoryGarage,
  useAccounts,
} from "../admin/fixtures.ts";
import { latestEmail, nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const WORK = {
  description: "Front pads and discs, road tested.",
  estimatedDuration: "2 hours",
  warrantyInfo: "12 months parts and labour",
};

describe("A garage's own quote", () => {
  let cookie: string;
  let garageId: string;
  let headingley: string;
  let bradford: string;
  let york: string;
  beforeAll(async () => {
    garageId = await storedDirectoryGarage(ctx, {
      name: "Leeds Central",
      email: "desk@leeds-central.example",
      postcode: "LS1 4DY",
    });
    cookie = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      garageId,
      "fitter@leeds-central.example",
    );
    headingley = await placedRequest(ctx, accounts.customerId, "LS6 2QR", "5-miles", {
      status: "pending",
    });
    bradford = await placedRequest(ctx, accounts.customerId, "BD1 1AA", "5-miles", {
      status: "pending",
    });
    york = await placedRequest(ctx, accounts.customerId, "YO1 7HH", "anywhere", {
      status: "pending",
    });
  });
  const quote = (requestId: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/garage/requests/${requestId}/quotes`,
      remoteAddress: nextClientIp(),
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: body,
    });

  it("itemised, with VAT and the total worked out, does what a staff quote does", async () => {
    const res = await quote(headingley, {
      breakdown: { partsPence: 10_000, labourPence: 5_000 },
      ...WORK,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Quote sent",
      quote: {
        quoteRequestId: headingley,
        pricePence: 18_000,
        breakdown: { partsPence: 10_000, labourPence: 5_000, vatPence: 3_000 },
        status: "pending",
        ...WORK,
      },
    });
    const [request] = await ctx.db
      .select({ status: quoteRequests.status, firstQuotedAt: quoteRequests.firstQuotedAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, headingley));
    expect(request!.status).toBe("quoted");
    expect(request!.firstQuotedAt).not.toBeNull();
    // Staff see who entered it.
    const [stored] = await ctx.db
      .select({ source: quotes.source, enteredBy: user.email })
      .from(quotes)
      .innerJoin(user, eq(user.id, quotes.enteredBy))
      .where(eq(quotes.id, res.json().quote.id));
    expect(stored).toEqual({ source: "garage", enteredBy: "fitter@leeds-central.example" });
    const staffList = await call(
      ctx,
      accounts,
      "admin",
      "GET",
      `/api/admin/quote-requests?search=${headingley.slice(0, 8)}`,
    );
    const listed = staffList.json().items.find((r: { id: string }) => r.id === headingley);
    expect(listed.quotes).toMatchObject([{ source: "garage", garage: { name: "Leeds Central" } }]);
    // The customer hears of it as of any quote: the e-mail, with the breakdown and the distance.
    const mail = await latestEmail(ctx.db, CUSTOMER_EMAIL, "admin-reply");
    expect(mail!.text).toContain("Parts: £100.00");
    expect(mail!.text).toContain("VAT: £30.00");
    expect(mail!.text).toContain("The garage is about 1.4 miles from LS6.");
    expect(mail!.text).not.toContain("Leeds Central");
    const told = await ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.quoteRequestId, headingley), eq(notifications.kind, "new_quote")),
      );
    expect(told).toEqual([{ title: "New quote received" }]);
    // And sees it among the request's quotes, with the price, not the garage's name.
    const mine = await call(ctx, accounts, "customer", "GET", `/api/quote-requests/${headingley}`);
    expect(mine.body).toContain(res.json().quote.id);
    expect(mine.body).not.toContain("Leeds Central");
  });

  it("is one live quote per garage and request", async () => {
    const again = await quote(headingley, {
      breakdown: { partsPence: 1, labourPence: 1 },
      ...WORK,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Your garage has already quoted for this request");
    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/garage/requests",
      remoteAddress: nextClientIp(),
      headers: { cookie },
    });
    const quoted = Object.fromEntries(
      listed.json().items.map((r: { id: string; quoted: boolean }) => [r.id, r.quoted]),
    );
    expect(quoted[headingley]).toBe(true);
    expect(Object.values(quoted).filter(Boolean)).toHaveLength(1);
  });

  it("is only for a request the garage's nearby list shows", async () => {
    const body = { breakdown: { partsPence: 100, labourPence: 100 }, ...WORK };
    // Bradford's customer travels 5 miles (it is 8.1 away); York is beyond the 15-mile radius.
    for (const id of [bradford, york, crypto.randomUUID()]) {
      const res = await quote(id, body);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe("Quote request not found");
    }
    expect(await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, york))).toEqual([]);
  });

  it("refuses what a staff quote refuses, naming the field", async () => {
    const blank = await quote(bradford, {});
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(
      ["breakdown", "description", "estimatedDuration"].sort(),
    );
    const another = await placedRequest(ctx, accounts.customerId, "LS1 4DY", "anywhere", {
      status: "pending",
    });
    const wrongVat = await quote(another, {
      breakdown: { partsPence: 10_000, labourPence: 0, vatPence: 1 },
      ...WORK,
    });
    expect(wrongVat.statusCode).toBe(400);
    expect(wrongVat.json().error.fields["breakdown.vatPence"]).toBe(
      "VAT must be 20% of parts and labour: £20.00",
    );
    expect(await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, another))).toEqual(
      [],
    );
  });

  it("lists the garage's own quotes, and withdraws one still pending: the customer is told", async () => {
    const mine = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/garage/quotes",
          remoteAddress: nextClientIp(),
          headers: { cookie },
        })
      ).json();
    const listed = await mine();
    expect(listed.items).toHaveLength(1);
    const [sent] = listed.items;
    expect(sent).toMatchObject({
      quoteRequestId: headingley,
      outwardCode: "LS6",
      status: "pending",
      breakdown: { partsPence: 10_000, labourPence: 5_000, vatPence: 3_000 },
    });
    expect(JSON.stringify(listed)).not.toContain("LS6 2QR");
    const withdraw = (id: string, as = cookie) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/garage/quotes/${id}/withdraw`,
        remoteAddress: nextClientIp(),
        headers: { cookie: as, origin: ctx.config.publicUrl },
        payload: {},
      });
    const withdrawn = await withdraw(sent.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      id: sent.id,
      status: "withdrawn",
      message: "Quote withdrawn",
    });
    // It was the request's only quote: back to pending, and gone from the customer's view.
    const [request] = await ctx.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, headingley));
    expect(request!.status).toBe("pending");
    const theirs = await call(
      ctx,
      accounts,
      "customer",
      "GET",
      `/api/quote-requests/${headingley}`,
    );
    expect(theirs.body).not.toContain(sent.id);
    const told = await ctx.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.kind, "quote_withdrawn"));
    expect(told).toEqual([
      { body: "A garage withdrew its £180.00 quote for your Volkswagen Golf." },
    ]);
    expect((await mine()).items[0]).toMatchObject({ id: sent.id, status: "withdrawn" });
    // Once only; and another garage's quote is not this garage's to withdraw.
    expect((await withdraw(sent.id)).statusCode).toBe(409);
    expect((await withdraw(crypto.randomUUID())).statusCode).toBe(404);
    // A withdrawn quote is not live: the garage may quote again.
    const again = await quote(headingley, {
      breakdown: { partsPence: 9_000, labourPence: 5_000 },
      ...WORK,
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
