import { QUOTE_DECISION_CONFLICTS } from "@automobi/domain/schemas";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, quoteRequests, quotes } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { decide, quotedRequest, quoteRow, requestRow } from "./fixtures.ts";

const ctx = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = await signedInAs(ctx.app, ctx.db, "accepting@example.com");
});

describe("POST /api/quotes/:id/accept", () => {
  it("accepts a pending quote: quote and request accepted, others untouched, e-mail queued", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 3 });
    const res = await decide(ctx, cookie, quoteIds[0]!, "accept");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.quote).toMatchObject({
      id: quoteIds[0],
      quoteRequestId: requestId,
      status: "accepted",
      pricePence: 10_000,
      rejectionReason: null,
    });
    expect(Date.parse(body.quote.decidedAt)).not.toBeNaN();
    expect(body.request).toMatchObject({ id: requestId, status: "accepted" });
    // The garage stays hidden: nothing about it is on the wire.
    expect(JSON.stringify(body)).not.toMatch(/Secret Motors|Hidden Lane|garage/i);

    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("accepted");
    expect((await quoteRow(ctx, quoteIds[1]!)).status).toBe("pending");
    expect((await quoteRow(ctx, quoteIds[2]!)).status).toBe("pending");
    expect((await requestRow(ctx, requestId)).status).toBe("accepted");

    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "quote-decision"),
          eq(emailOutbox.toAddress, "accepting@example.com"),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ decision: "accepted", quotePricePence: 10_000 });
    expect(mails[0]!.text).toContain("You accepted the quote of £100.00");
    expect(mails[0]!.text).not.toContain("Secret Motors");
  });

  it.each(["pending", "quoted", "in_review"] as const)(
    "accepts when the request is %s",
    async (status) => {
      const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { status, quotes: 1 });
      const res = await decide(ctx, cookie, quoteIds[0]!, "accept");
      expect(res.statusCode).toBe(200);
      expect((await requestRow(ctx, requestId)).status).toBe("accepted");
    },
  );

  it.each(["completed", "deleted", "processing", "in_progress"] as const)(
    "refuses with 409 when the request is %s",
    async (status) => {
      const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 1 });
      await ctx.db
        .update(quoteRequests)
        .set({ status, completedAt: new Date(), deletedAt: new Date() })
        .where(eq(quoteRequests.id, requestId));
      const res = await decide(ctx, cookie, quoteIds[0]!, "accept");
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: "CONFLICT",
        message: QUOTE_DECISION_CONFLICTS.requestClosed,
      });
      expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("pending");
      expect((await requestRow(ctx, requestId)).status).toBe(status);
    },
  );

  it("refuses a quote that is already accepted or rejected (409)", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const again = await decide(ctx, cookie, quoteIds[0]!, "accept");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.notPending);

    expect((await decide(ctx, cookie, quoteIds[1]!, "reject")).statusCode).toBe(200);
    const rejected = await decide(ctx, cookie, quoteIds[1]!, "accept");
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.notPending);
  });

  it("refuses a second quote of a request that has an accepted one (409)", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const second = await decide(ctx, cookie, quoteIds[1]!, "accept");
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.otherAccepted);
    expect((await quoteRow(ctx, quoteIds[1]!)).status).toBe("pending");
    expect((await requestRow(ctx, requestId)).status).toBe("accepted");
  });

  it("lets exactly one of two simultaneous accepts on one request win", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    const answers = await Promise.all([
      decide(ctx, cookie, quoteIds[0]!, "accept"),
      decide(ctx, cookie, quoteIds[1]!, "accept"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.otherAccepted);
    const accepted = await ctx.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.quoteRequestId, requestId), eq(quotes.status, "accepted")));
    expect(accepted).toHaveLength(1);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.template} = 'quote-decision' and ${emailOutbox.payload}->>'decision' = 'accepted'`,
      );
    // one per successful accept in this file so far: 1 + 3 + 1 + 1 + this one
    expect(mails).toHaveLength(7);
  });

  it("the database itself refuses a second accepted quote for a request", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookie);
    await ctx.db
      .update(quotes)
      .set({ status: "accepted", decidedAt: new Date() })
      .where(eq(quotes.id, quoteIds[0]!));
    await expect(
      ctx.db
        .update(quotes)
        .set({ status: "accepted", decidedAt: new Date() })
        .where(eq(quotes.id, quoteIds[1]!)),
    ).rejects.toThrow();
  });

  it("leaves nothing half-written when it fails mid-way (500)", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    await ctx.db.execute(sql`
      create function fail_decision_mail() returns trigger language plpgsql as $$
      begin if new.template = 'quote-decision' then raise exception 'outbox is full'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger fail_decision_mail before insert on email_outbox for each row execute function fail_decision_mail()`,
    );
    try {
      const res = await decide(ctx, cookie, quoteIds[0]!, "accept");
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("An unexpected error occurred. Please try again.");
    } finally {
      await ctx.db.execute(sql`drop trigger fail_decision_mail on email_outbox`);
      await ctx.db.execute(sql`drop function fail_decision_mail()`);
    }
    const quote = await quoteRow(ctx, quoteIds[0]!);
    expect(quote.status).toBe("pending");
    expect(quote.decidedAt).toBeNull();
    expect((await requestRow(ctx, requestId)).status).toBe("quoted");
    // and it can be accepted once the fault is gone
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
  });
});
