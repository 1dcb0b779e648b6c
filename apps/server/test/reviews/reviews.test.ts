import { randomUUID } from "node:crypto";
import { REVIEW_TEXT_MAX } from "@automobi/domain";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  garages,
  notifications,
  quotes,
  reviews,
} from "../../src/db/schema/index.ts";
import {
  CUSTOMER_EMAIL,
  call,
  storedDirectoryGarage,
  storedRequest,
  useAccounts,
} from "../admin/fixtures.ts";
import { acceptedQuoteRequest, payServiceFee } from "../payments/fixtures.ts";
import { latestEmail, nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/** A call as a browser on our page makes it, with any method. */
const as = (
  who: "customer" | "other" | "admin",
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { cookie: accounts.cookies[who], origin: ctx.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

const reviewUrl = (requestId: string) => `/api/quote-requests/${requestId}/review`;

const acceptedRequest = (garageId: string) => acceptedQuoteRequest(ctx, accounts, garageId);
const pay = (requestId: string) => payServiceFee(ctx, accounts, requestId);

/** Staff mark the job complete (spec: Mark Complete). */
async function complete(requestId: string) {
  const done = await call(
    ctx,
    accounts,
    "admin",
    "POST",
    `/api/admin/quote-requests/${requestId}/mark-complete`,
    {},
  );
  expect(done.statusCode, done.body).toBe(200);
}

/** A request whose fee is paid and whose job is completed: one the customer can review. */
async function reviewableRequest(garageId: string) {
  const requestId = await acceptedRequest(garageId);
  await pay(requestId);
  await complete(requestId);
  return requestId;
}

/** The garage's kept count and total, beside the same figures worked out from its reviews. */
async function keptAndCounted(garageId: string) {
  const [kept] = await ctx.db
    .select({ count: garages.reviewCount, total: garages.reviewStarsTotal })
    .from(garages)
    .where(eq(garages.id, garageId));
  const [counted] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
    })
    .from(reviews)
    .where(sql`${reviews.garageId} = ${garageId} AND ${reviews.hiddenAt} IS NULL`);
  return { kept, counted };
}

describe("verified reviews", () => {
  let garageId: string;
  beforeAll(async () => {
    garageId = await storedDirectoryGarage(ctx, {
      name: "Hartley Motors",
      email: "desk@hartley.example",
    });
  });

  it("are refused before the fee is paid, then before the job is completed", async () => {
    const requestId = await acceptedRequest(garageId);
    const canWrite = async () =>
      (await as("customer", "GET", reviewUrl(requestId))).json().canWrite as boolean;
    expect(await canWrite()).toBe(false);
    const unpaid = await as("customer", "POST", reviewUrl(requestId), { stars: 5 });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(
      "You can review the garage once you have paid the service fee.",
    );
    await pay(requestId);
    expect(await canWrite()).toBe(false);
    const open = await as("customer", "POST", reviewUrl(requestId), { stars: 5 });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe("You can review the garage once the job is completed.");
    await complete(requestId);
    // the answer says what the server would take, so the dashboard offers nothing it refuses
    expect(await canWrite()).toBe(true);
    const written = await as("customer", "POST", reviewUrl(requestId), {
      stars: 5,
      text: "  Quick and honest.  ",
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({
      quoteRequestId: requestId,
      stars: 5,
      text: "Quick and honest.",
      hidden: false,
      editable: true,
    });
    expect(Date.parse(written.json().editableUntil) - Date.parse(written.json().createdAt)).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    const read = await as("customer", "GET", reviewUrl(requestId));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ review: written.json(), canWrite: false });
  });

  it("are refused a second time, and from anyone but the request's customer", async () => {
    const requestId = await reviewableRequest(garageId);
    expect((await as("customer", "POST", reviewUrl(requestId), { stars: 4 })).statusCode).toBe(201);
    const twice = await as("customer", "POST", reviewUrl(requestId), { stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("You have already reviewed this job.");
    for (const who of ["other", "admin"] as const) {
      for (const method of ["GET", "POST", "PATCH"] as const) {
        const res = await as(who, method, reviewUrl(requestId), { stars: 1 });
        expect(res.statusCode, `${who} ${method}`).toBe(404);
        expect(res.json().error.message).toBe("Quote request not found");
      }
    }
    const anonymous = await ctx.app.inject({ method: "GET", url: reviewUrl(requestId) });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.quoteRequestId, requestId));
    expect(row?.stars).toBe(4);
  });

  it("can be changed for 30 days, then no more", async () => {
    const requestId = await reviewableRequest(garageId);
    expect((await as("customer", "GET", reviewUrl(requestId))).json()).toEqual({
      review: null,
      canWrite: true,
    });
    const none = await as("customer", "PATCH", reviewUrl(requestId), { stars: 3 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe("You have not reviewed this job yet.");
    await as("customer", "POST", reviewUrl(requestId), { stars: 2, text: "Late." });
    const changed = await as("customer", "PATCH", reviewUrl(requestId), {
      stars: 4,
      text: "Late, but they called to say so.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ stars: 4, text: "Late, but they called to say so." });
    // written 30 days ago, to the second: fixed from now on
    await ctx.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(reviews.quoteRequestId, requestId));
    const late = await as("customer", "PATCH", reviewUrl(requestId), { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "A review can be changed for 30 days after it is written.",
    );
    const fixed = (await as("customer", "GET", reviewUrl(requestId))).json().review;
    expect(fixed).toMatchObject({ stars: 4, editable: false });
  });

  it("take 1 to 5 whole stars and at most 1,000 characters of plain text", async () => {
    const requestId = await reviewableRequest(garageId);
    for (const stars of [0, 6, 4.5, "5", null]) {
      const res = await as("customer", "POST", reviewUrl(requestId), { stars });
      expect(res.statusCode, String(stars)).toBe(400);
      expect(res.json().error.fields).toEqual({ stars: "Choose from 1 to 5 stars" });
    }
    const long = await as("customer", "POST", reviewUrl(requestId), {
      stars: 5,
      text: "x".repeat(REVIEW_TEXT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(["text"]);
    const cleaned = await as("customer", "POST", reviewUrl(requestId), {
      stars: 5,
      text: "Great <script>alert(1)</script>work",
    });
    expect(cleaned.statusCode, cleaned.body).toBe(201);
    expect(cleaned.json().text).not.toContain("<script>");
    const blank = await as("customer", "PATCH", reviewUrl(requestId), { stars: 5, text: "   " });
    expect(blank.json().text).toBeNull();
  });

  it("keep the garage's count and total equal to a recount after every change", async () => {
    const fresh = await storedDirectoryGarage(ctx, {
      name: "Severn Auto",
      email: "desk@severn.example",
    });
    const first = await reviewableRequest(fresh);
    const second = await reviewableRequest(fresh);
    const expectKept = async (count: number, total: number) => {
      const { kept, counted } = await keptAndCounted(fresh);
      expect(kept).toEqual(counted);
      expect(kept).toEqual({ count, total });
    };
    await expectKept(0, 0);
    await as("customer", "POST", reviewUrl(first), { stars: 5 });
    await expectKept(1, 5);
    await as("customer", "POST", reviewUrl(second), { stars: 2 });
    await expectKept(2, 7);
    await as("customer", "PATCH", reviewUrl(second), { stars: 3 });
    await expectKept(2, 8);
    // a refused change moves nothing
    await as("customer", "PATCH", reviewUrl(second), { stars: 9 });
    await expectKept(2, 8);
  });

  it("of one job, written at once twice, count once", async () => {
    const requestId = await reviewableRequest(garageId);
    const answers = await Promise.all([
      as("customer", "POST", reviewUrl(requestId), { stars: 5 }),
      as("customer", "POST", reviewUrl(requestId), { stars: 5 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const { kept, counted } = await keptAndCounted(garageId);
    expect(kept).toEqual(counted);
  });

  it("show on the next customer's quote from the same garage, counted, without its name", async () => {
    const fresh = await storedDirectoryGarage(ctx, {
      name: "Kirkstall Motors",
      email: "desk@kirkstall.example",
    });
    await as("customer", "POST", reviewUrl(await reviewableRequest(fresh)), { stars: 5 });
    await as("customer", "POST", reviewUrl(await reviewableRequest(fresh)), { stars: 4 });
    const theirs = await storedRequest(ctx, accounts.otherId, { status: "quoted" });
    await ctx.db.insert(quotes).values({
      quoteRequestId: theirs,
      garageId: fresh,
      pricePence: 9_000,
      description: "Full service",
      estimatedDuration: "3 hours",
    });
    const list = await as("other", "GET", "/api/quote-requests");
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((r: { id: string }) => r.id === theirs);
    expect(item.quotes).toHaveLength(1);
    expect(item.quotes[0].reviews).toEqual({ count: 2, starsTotal: 9 });
    expect(JSON.stringify(item)).not.toContain("Kirkstall");
  });

  it("invite the customer once the paid job is marked complete, in the app and by e-mail", async () => {
    const requestId = await acceptedRequest(garageId);
    await pay(requestId);
    await complete(requestId);
    const mail = await latestEmail(ctx.db, CUSTOMER_EMAIL, "review-invitation");
    expect(mail?.subject).toBe("How did Hartley Motors do?");
    expect(mail?.text).toContain(`/dashboard?tab=quotes&request=${requestId}`);
    const [told] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.quoteRequestId, requestId),
          eq(notifications.kind, "review_invitation"),
        ),
      );
    expect(told).toMatchObject({ title: "How did the garage do?" });
  });

  it("ask nobody to review a job completed without the fee paid, until the fee arrives", async () => {
    const requestId = await acceptedRequest(garageId);
    await complete(requestId);
    const invitations = () =>
      ctx.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, "review-invitation"),
            sql`${emailOutbox.text} LIKE ${`%${requestId}%`}`,
          ),
        );
    expect(await invitations()).toEqual([]);
    // Paid after staff completed it: now the job can be reviewed, and the customer is asked.
    await pay(requestId);
    expect(await invitations()).toHaveLength(1);
    expect((await as("customer", "GET", reviewUrl(requestId))).json().canWrite).toBe(true);
  });

  it("hidden by staff with a reason: counted nowhere, the customer told, audited, and fixed", async () => {
    const fresh = await storedDirectoryGarage(ctx, {
      name: "Tewkesbury Tyres",
      email: "desk@tewkesbury.example",
    });
    const kept = await reviewableRequest(fresh);
    const rude = await reviewableRequest(fresh);
    await as("customer", "POST", reviewUrl(kept), { stars: 4 });
    const written = await as("customer", "POST", reviewUrl(rude), { stars: 1, text: "Rude words" });
    const reviewId = written.json().id;
    const hideUrl = `/api/admin/reviews/${reviewId}/hide`;

    const noReason = await as("admin", "POST", hideUrl, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({
      reason: "Please give a reason for hiding the review",
    });
    const byCustomer = await as("customer", "POST", hideUrl, { reason: "Mine" });
    expect(byCustomer.statusCode).toBe(403);

    const hidden = await as("admin", "POST", hideUrl, { reason: "Abusive language" });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: reviewId,
      stars: 1,
      hiddenReason: "Abusive language",
    });
    expect(hidden.json().hiddenAt).not.toBeNull();
    const { kept: totals, counted } = await keptAndCounted(fresh);
    expect(totals).toEqual(counted);
    expect(totals).toEqual({ count: 1, total: 4 });

    const twice = await as("admin", "POST", hideUrl, { reason: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This review is already hidden.");
    const unknown = await as("admin", "POST", `/api/admin/reviews/${randomUUID()}/hide`, {
      reason: "Spam",
    });
    expect(unknown.statusCode).toBe(404);

    const [told] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.quoteRequestId, rude), eq(notifications.kind, "review_hidden")));
    expect(told?.body).toBe("Our team hid your review: Abusive language");
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.hide"), eq(auditLog.targetId, rude)));
    expect(audited?.details).toMatchObject({ reviewId, reason: "Abusive language", stars: 1 });

    const mine = await as("customer", "GET", reviewUrl(rude));
    expect(mine.json().review).toMatchObject({ hidden: true, editable: false });
    const edit = await as("customer", "PATCH", reviewUrl(rude), { stars: 5 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(
      "This review was hidden by our team and can no longer be changed.",
    );

    // Staff see both on the garage's page, newest first, the hidden one with its reason.
    const list = await as("admin", "GET", `/api/admin/garages/${fresh}/reviews?pageSize=1`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, pageSize: 1 });
    expect(list.json().items[0]).toMatchObject({ id: reviewId, hiddenReason: "Abusive language" });
    const next = await as(
      "admin",
      "GET",
      `/api/admin/garages/${fresh}/reviews?pageSize=1&cursor=${list.json().nextCursor}`,
    );
    expect(next.json().items[0]).toMatchObject({ quoteRequestId: kept, stars: 4, hiddenAt: null });
    expect(next.json().nextCursor).toBeNull();
    expect((await as("customer", "GET", `/api/admin/garages/${fresh}/reviews`)).statusCode).toBe(
      403,
    );
  });

  it("are listed in the garage's portal without who wrote them, and get one public reply", async () => {
    const own = await storedDirectoryGarage(ctx, {
      name: "Stroud Motors",
      email: "desk@stroud.example",
    });
    const other = await storedDirectoryGarage(ctx, {
      name: "Cirencester Cars",
      email: "desk@cirencester.example",
    });
    const mine = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      own,
      "a@stroud.example",
    );
    const theirs = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      other,
      "b@cirencester.example",
    );
    const garageCall = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        remoteAddress: nextClientIp(),
        headers: { cookie, origin: ctx.config.publicUrl },
        ...(payload ? { payload } : {}),
      });
    const reviewedRequest = await reviewableRequest(own);
    const written = await as("customer", "POST", reviewUrl(reviewedRequest), {
      stars: 3,
      text: "Fair work, slow to call back.",
    });
    const reviewId = written.json().id;

    const listed = await garageCall(mine, "GET", "/api/garage/reviews");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, starsTotal: 3, nextCursor: null });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: reviewId, stars: 3, reply: null, repliedAt: null }),
    ]);
    expect(listed.body).not.toContain("driver@example.com");
    expect((await garageCall(theirs, "GET", "/api/garage/reviews")).json().items).toEqual([]);

    const blank = await garageCall(mine, "POST", `/api/garage/reviews/${reviewId}/reply`, {
      text: " ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ text: "Please write your reply" });
    const notTheirs = await garageCall(theirs, "POST", `/api/garage/reviews/${reviewId}/reply`, {
      text: "Not ours",
    });
    expect(notTheirs.statusCode).toBe(404);
    const replied = await garageCall(mine, "POST", `/api/garage/reviews/${reviewId}/reply`, {
      text: "Thank you: we now call back the same day.",
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: "Thank you: we now call back the same day." });
    const again = await garageCall(mine, "POST", `/api/garage/reviews/${reviewId}/reply`, {
      text: "And again",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("You have already replied to this review.");

    // The unlocked garage card lists its latest reviews with the reply, never who wrote them.
    const card = await as("customer", "GET", `/api/quote-requests/${reviewedRequest}/garage`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().reviews).toEqual({
      count: 1,
      starsTotal: 3,
      latest: [
        expect.objectContaining({
          id: reviewId,
          stars: 3,
          text: "Fair work, slow to call back.",
          reply: "Thank you: we now call back the same day.",
        }),
      ],
    });
  });
});
