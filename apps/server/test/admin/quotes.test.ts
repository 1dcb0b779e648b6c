import { formatGBP, INVALID_EMAIL_MESSAGE } from "@automobi/domain";
import {
  ADMIN_QUOTE_MESSAGES,
  PAID_QUOTE_DELETE_REFUSAL,
  quoteAddRefusal,
} from "@automobi/domain/schemas";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  garages,
  notifications,
  payments,
  quotes,
} from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  ADMIN_EMAIL,
  addQuoteAs,
  auditEntries,
  CUSTOMER_EMAIL,
  call,
  QUOTE,
  requestRow,
  storedQuote,
  storedRequest,
  submittedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const addQuote = (requestId: string, body: Record<string, unknown> = QUOTE) =>
  addQuoteAs(ctx, accounts, requestId, body);
const deleteQuote = (quoteId: string) =>
  call(ctx, accounts, "admin", "DELETE", `/api/admin/quotes/${quoteId}`);

describe("POST /api/admin/quote-requests/:id/quotes", () => {
  it("adds the garage, stores the quote, quotes the request and tells the customer, at once", async () => {
    const requestId = await submittedRequest(ctx, accounts.cookies.customer);
    const res = await addQuote(requestId, {
      ...QUOTE,
      breakdown: { partsPence: 6_000, labourPence: 4_042, vatPence: 2_008 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      garageCreated: true,
      quote: {
        pricePence: 12_050,
        description: "Front pads and discs",
        estimatedDuration: "2-3 hours",
        warrantyInfo: "12 months parts and labour",
        status: "pending",
        breakdown: { partsPence: 6_000, labourPence: 4_042, vatPence: 2_008 },
        garage: { name: "Brake Masters", email: "bookings@brake-masters.example" },
      },
      request: { id: requestId, status: "quoted" },
    });
    expect(Date.parse(body.request.firstQuotedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [garage] = await ctx.db
      .select()
      .from(garages)
      .where(eq(garages.id, body.quote.garage.id));
    expect(garage).toMatchObject({
      contactPerson: "Admin Added",
      specialties: ["oil-service", "brake-service"],
      postcode: "SW1A 2AA",
      locatedBy: "sector",
      serviceRadiusMiles: 15,
    });
    const [mail, ...moreMail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, CUSTOMER_EMAIL), eq(emailOutbox.template, "admin-reply")),
      );
    expect(moreMail).toEqual([]);
    expect(mail!.payload).toMatchObject({ hasQuote: true, quotePricePence: 12_050 });
    expect(mail!.subject).toBe("New quote for your Volkswagen Golf");
    expect(mail!.text).toContain("£120.50");
    expect(mail!.text).toContain("Front pads and discs");
    expect(mail!.text).not.toContain("Brake Masters"); // the garage stays hidden until paid
    // the itemised price, and how far the garage (SW1A 2AA) is from the request (SW1A 1AA)
    expect(mail!.text).toContain("Parts: £60.00\nLabour: £40.42\nVAT: £20.08");
    expect(mail!.text).toContain("The garage is about 0.5 miles from SW1A.");

    // The customer's list shows the same: the breakdown, and the distance without the garage.
    const listed = await call(ctx, accounts, "customer", "GET", "/api/quote-requests");
    const card = listed.json().items.find((item: { id: string }) => item.id === requestId);
    expect(card.quotes[0]).toMatchObject({
      pricePence: 12_050,
      breakdown: { partsPence: 6_000, labourPence: 4_042, vatPence: 2_008 },
      distanceMiles: 0.5,
    });
    expect(JSON.stringify(card)).not.toContain("Brake Masters");
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, requestId));
    expect(notification).toMatchObject({
      userId: accounts.customerId,
      kind: "new_quote",
      title: "New quote received",
      body: "A garage has quoted £120.50 for your Volkswagen Golf.",
    });
    const [entry] = await auditEntries(ctx, body.quote.id, "quote.create");
    expect(entry).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      details: { quoteRequestId: requestId, garageCreated: true },
    });
  });

  it("tells the customer of a typed model as people write it", async () => {
    const requestId = await submittedRequest(ctx, accounts.cookies.customer, {
      make: "HONDA",
      model: "jazz",
    });
    expect((await addQuote(requestId)).statusCode).toBe(201);
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, CUSTOMER_EMAIL), eq(emailOutbox.template, "admin-reply")),
      )
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe("New quote for your Honda Jazz");
    expect(mail!.text).toContain("for your Honda Jazz (AB12 CDE).");
    expect(mail!.payload).toMatchObject({ vehicleMake: "Honda", vehicleModel: "Jazz" });
  });

  it("finds the garage again by its e-mail, whatever its case, and keeps the first quote's time", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const first = await addQuote(requestId, { ...QUOTE, garageEmail: "once@garage.example" });
    const second = await addQuote(requestId, {
      ...QUOTE,
      garageName: "Another name typed",
      garageEmail: "  ONCE@Garage.Example ",
      pricePence: 9_999,
      warrantyInfo: "   ",
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      garageCreated: false,
      quote: { pricePence: 9_999, warrantyInfo: null, breakdown: null },
      request: { status: "quoted", firstQuotedAt: first.json().request.firstQuotedAt },
    });
    expect(second.json().quote.garage).toEqual(first.json().quote.garage);
    const rows = await ctx.db
      .select()
      .from(garages)
      .where(eq(garages.email, "once@garage.example"));
    expect(rows).toHaveLength(1);
  });

  it("needs the postcode of a garage new to the directory, and writes nothing without it", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const { garagePostcode: _, ...withoutPostcode } = QUOTE;
    const res = await addQuote(requestId, {
      ...withoutPostcode,
      garageEmail: "new@garage.example",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      garagePostcode: ADMIN_QUOTE_MESSAGES.garagePostcode,
    });
    const rows = await ctx.db.select().from(garages).where(eq(garages.email, "new@garage.example"));
    expect(rows).toEqual([]);
    expect(await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId))).toEqual(
      [],
    );
    const bad = await addQuote(requestId, { ...QUOTE, garagePostcode: "SW1A" });
    expect(bad.json().error.fields).toEqual({ garagePostcode: "Please enter a valid UK postcode" });
  });

  it("gives a directory garage without a postcode the one sent, and needs none for a known one", async () => {
    const [old] = await ctx.db
      .insert(garages)
      .values({
        name: "Old",
        address: "1 Road",
        phone: "0113 496 0000",
        email: "old@garage.example",
      })
      .returning({ id: garages.id });
    const requestId = await storedRequest(ctx, accounts.customerId);
    const { garagePostcode: _, ...withoutPostcode } = QUOTE;
    const known = await addQuote(requestId, {
      ...withoutPostcode,
      garageEmail: "old@garage.example",
    });
    expect(known.statusCode, known.body).toBe(201);
    const placed = await addQuote(requestId, {
      ...QUOTE,
      garageEmail: "old@garage.example",
      garagePostcode: "LS1 4DY",
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await ctx.db.select().from(garages).where(eq(garages.id, old!.id));
    expect(row).toMatchObject({ postcode: "LS1 4DY", latitude: 53.79592, locatedBy: "sector" });
  });

  it.each([
    ["in_review", "quoted"],
    ["in_progress", "quoted"],
    ["quoted", "quoted"],
    ["accepted", "accepted"],
  ] as const)("on a %s request leaves it %s", async (from, to) => {
    const requestId = await storedRequest(ctx, accounts.customerId, { status: from });
    const res = await addQuote(requestId);
    expect(res.statusCode).toBe(201);
    expect(res.json().request.status).toBe(to);
    expect((await requestRow(ctx, requestId))!.firstQuotedAt).not.toBeNull();
  });

  it.each(["deleted", "completed"] as const)(
    "refuses a %s request and adds nothing",
    async (status) => {
      const requestId = await storedRequest(ctx, accounts.customerId, { status });
      const res = await addQuote(requestId, {
        ...QUOTE,
        garageEmail: `never-${status}@garage.example`,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(quoteAddRefusal(status));
      expect(
        await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId)),
      ).toEqual([]);
      const garage = await ctx.db
        .select()
        .from(garages)
        .where(eq(garages.email, `never-${status}@garage.example`));
      expect(garage).toEqual([]);
    },
  );

  it("refuses blank fields, after trimming, and a missing price, with a message for each", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const { pricePence: _, ...texts } = QUOTE;
    const blank = Object.fromEntries(Object.keys(texts).map((key) => [key, "   "]));
    const res = await addQuote(requestId, blank);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      garageName: ADMIN_QUOTE_MESSAGES.garageName,
      garagePhone: ADMIN_QUOTE_MESSAGES.garagePhone,
      garageAddress: ADMIN_QUOTE_MESSAGES.garageAddress,
      garageEmail: ADMIN_QUOTE_MESSAGES.garageEmail,
      description: ADMIN_QUOTE_MESSAGES.description,
      estimatedDuration: ADMIN_QUOTE_MESSAGES.estimatedDuration,
    });
    const missing = await addQuote(requestId, {});
    expect(Object.keys(missing.json().error.fields)).toHaveLength(7);
    expect(missing.json().error.fields.pricePence).toBe(ADMIN_QUOTE_MESSAGES.price);
    expect((await requestRow(ctx, requestId))!.status).toBe("pending");
  });

  it.each([
    [-1, ADMIN_QUOTE_MESSAGES.priceFormat],
    [12_050.5, ADMIN_QUOTE_MESSAGES.priceFormat],
    ["12050", ADMIN_QUOTE_MESSAGES.priceFormat],
    [true, ADMIN_QUOTE_MESSAGES.priceFormat],
    [10_000_001, ADMIN_QUOTE_MESSAGES.priceTooHigh],
  ])("refuses the price %s pence with the form's message", async (pricePence, message) => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const res = await addQuote(requestId, { ...QUOTE, pricePence });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pricePence: message });
  });

  it("takes the price in whole pence only: pounds in `price` are no price at all", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const { pricePence: _, ...inPounds } = QUOTE;
    const res = await addQuote(requestId, { ...inPounds, price: "120" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pricePence: ADMIN_QUOTE_MESSAGES.price });
    const quoted = await addQuote(requestId, { ...inPounds, pricePence: 120_050 });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().quote.pricePence).toBe(120_050);
    expect(formatGBP(quoted.json().quote.pricePence)).toBe("£1,200.50");
  });

  it("accepts a price of £0 and refuses a malformed e-mail or a breakdown that does not add up", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    expect((await addQuote(requestId, { ...QUOTE, pricePence: 0 })).json().quote.pricePence).toBe(
      0,
    );
    const email = await addQuote(requestId, { ...QUOTE, garageEmail: "not-an-email" });
    expect(email.json().error.fields).toEqual({ garageEmail: INVALID_EMAIL_MESSAGE });
    const breakdown = { partsPence: 6_000, labourPence: 4_000, vatPence: 2_000 };
    const sum = await addQuote(requestId, { ...QUOTE, breakdown });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().error.fields).toEqual({ breakdown: ADMIN_QUOTE_MESSAGES.breakdownTotal });
    const fraction = await addQuote(requestId, {
      ...QUOTE,
      breakdown: { ...breakdown, vatPence: 20.5 },
    });
    expect(fraction.json().error.fields).toEqual({
      "breakdown.vatPence": ADMIN_QUOTE_MESSAGES.breakdownPart,
    });
  });
});

describe("DELETE /api/admin/quotes/:id", () => {
  it("sends the request back to pending when its last quote goes", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const first = (await addQuote(requestId)).json().quote.id;
    const second = (await addQuote(requestId)).json().quote.id;

    const one = await deleteQuote(first);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first, request: { id: requestId, status: "quoted" } });
    const last = await deleteQuote(second);
    expect(last.json().request.status).toBe("pending");
    expect((await requestRow(ctx, requestId))!.status).toBe("pending");
    const [entry] = await auditEntries(ctx, second, "quote.delete");
    expect(entry!.details).toMatchObject({ requestStatus: { from: "quoted", to: "pending" } });
    expect((await deleteQuote(second)).statusCode).toBe(404);
  });

  it("sends an accepted request back to review when its unpaid accepted quote goes", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const accepted = await storedQuote(ctx, requestId, { status: "accepted" });
    await storedQuote(ctx, requestId);
    expect((await deleteQuote(accepted)).json().request.status).toBe("in_review");
  });

  it("refuses a quote whose service fee is paid (409)", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const accepted = await storedQuote(ctx, requestId, { status: "accepted" });
    await ctx.db.insert(payments).values({
      quoteRequestId: requestId,
      quoteId: accepted,
      userId: accounts.customerId,
      provider: "test",
      providerSessionId: `test_${accepted}`,
      amountPence: 300,
      status: "completed",
      completedAt: new Date(),
    });
    const res = await deleteQuote(accepted);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAID_QUOTE_DELETE_REFUSAL);
    const [kept] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(eq(quotes.id, accepted));
    expect(kept!.n).toBe(1);
    expect((await requestRow(ctx, requestId))!.status).toBe("accepted");
  });
});
