import {
  QUOTE_DECISION_CONFLICTS,
  REJECTION_REASON_MAX_LENGTH,
  REJECTION_REASON_REQUIRED_MESSAGE,
} from "@automobi/domain/schemas";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminMessages,
  emailOutbox,
  payments,
  quoteRequests,
  supportTicketMessages,
  supportTickets,
  user,
} from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { decide, quotedRequest, quoteRow, requestRow } from "./fixtures.ts";

const ctx = useTestApp();
const EMAIL = "rejecting@example.com";
let cookie: string;

beforeAll(async () => {
  cookie = await signedInAs(ctx.app, ctx.db, EMAIL);
});

const reject = (quoteId: string, reason: unknown = "Too expensive") =>
  decide(ctx, cookie, quoteId, "reject", { reason });

const rows = {
  messages: (requestId: string) =>
    ctx.db.select().from(adminMessages).where(eq(adminMessages.quoteRequestId, requestId)),
  tickets: (requestId: string) =>
    ctx.db.select().from(supportTickets).where(eq(supportTickets.quoteRequestId, requestId)),
  thread: async (ticketId: string) =>
    (
      await ctx.db
        .select()
        .from(supportTicketMessages)
        .where(eq(supportTicketMessages.ticketId, ticketId))
        .orderBy(supportTicketMessages.createdAt, supportTicketMessages.id)
    ).map((row) => row.message),
};

async function decisionMails(decision: string) {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.template} = 'quote-decision' and ${emailOutbox.payload}->>'decision' = ${decision}`,
    );
}

describe("POST /api/quotes/:id/reject", () => {
  it("rejects a pending quote and tells support, in one go", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie, {
      form: { services: ["emergency"] },
    });
    const res = await reject(quoteIds[0]!, "  Far too expensive <script>x</script> for me  ");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.quote).toMatchObject({
      id: quoteIds[0],
      status: "rejected",
      rejectionReason: "Far too expensive  for me",
    });
    expect(Date.parse(body.quote.decidedAt)).not.toBeNaN();
    expect(body.request).toMatchObject({ id: requestId, status: "in_review" });
    expect(JSON.stringify(body)).not.toMatch(/Secret Motors|Hidden Lane/);

    expect((await quoteRow(ctx, quoteIds[1]!)).status).toBe("pending");
    expect((await requestRow(ctx, requestId)).status).toBe("in_review");

    const [message, ...moreMessages] = await rows.messages(requestId);
    expect(moreMessages).toEqual([]);
    expect(message).toMatchObject({
      kind: "rejection_feedback",
      adminEmail: ctx.config.supportEmail,
      customerEmail: EMAIL,
      message: "Far too expensive  for me",
    });
    // The admin area's rejection-feedback rule: subject or message mentions reject or decline.
    expect(message!.subject).toMatch(/^Quote rejected/);

    const [ticket, ...moreTickets] = await rows.tickets(requestId);
    expect(moreTickets).toEqual([]);
    expect(ticket).toMatchObject({
      customerEmail: EMAIL,
      status: "open",
      priority: "high", // an emergency is High priority at once
      source: "rejection_feedback",
    });
    expect(await rows.thread(ticket!.id)).toEqual(["Far too expensive  for me"]);

    const support = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, ctx.config.supportEmail),
          sql`${emailOutbox.payload}->>'quoteRequestId' = ${requestId}`,
          eq(emailOutbox.template, "staff-quote-rejected"),
        ),
      );
    expect(support).toHaveLength(1);
    expect(support[0]!.subject).toMatch(/^Quote rejected \(High priority\)/);
    expect(support[0]!.text).toContain("Far too expensive  for me");
    expect(support[0]!.html).not.toContain("<script>");

    const decided = await decisionMails("rejected");
    expect(decided.filter((m) => m.toAddress === EMAIL)).toHaveLength(1);
    expect(decided[0]!.text).toContain("You rejected the quote of £100.00");
  });

  it("a second rejection on the same request joins the open ticket's thread (Low when fresh)", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 3 });
    expect((await reject(quoteIds[0]!, "First reason")).statusCode).toBe(200);
    const [first] = await rows.tickets(requestId);
    expect(first!.priority).toBe("low");
    // staff were working on it; the new feedback reopens it and takes the request's age
    await ctx.db
      .update(supportTickets)
      .set({ status: "in_progress" })
      .where(eq(supportTickets.id, first!.id));
    await ctx.db
      .update(quoteRequests)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(quoteRequests.id, requestId));
    expect((await reject(quoteIds[1]!, "Second reason")).statusCode).toBe(200);
    const tickets = await rows.tickets(requestId);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: first!.id,
      status: "open",
      priority: "medium",
    });
    expect(await rows.thread(first!.id)).toEqual(["First reason", "Second reason"]);
    expect(await rows.messages(requestId)).toHaveLength(2);
    // a closed ticket is not reopened: a new one is opened
    await ctx.db
      .update(supportTickets)
      .set({ status: "closed", closedAt: new Date() })
      .where(eq(supportTickets.id, first!.id));
    expect((await reject(quoteIds[2]!, "Third reason")).statusCode).toBe(200);
    expect(await rows.tickets(requestId)).toHaveLength(2);
  });

  it("Change Mind & Reject: the accepted quote can be rejected before payment", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const res = await reject(quoteIds[0]!, "Changed my mind");
    expect(res.statusCode).toBe(200);
    expect(res.json().quote.status).toBe("rejected");
    expect(res.json().request.status).toBe("in_review");
    // the other quote is still open, so it can now be accepted
    expect((await decide(ctx, cookie, quoteIds[1]!, "accept")).statusCode).toBe(200);
    expect((await requestRow(ctx, requestId)).status).toBe("accepted");
  });

  it("rejecting a pending quote while another is accepted keeps the request accepted", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const res = await reject(quoteIds[1]!, "Not this one");
    expect(res.statusCode).toBe(200);
    expect(res.json().request.status).toBe("accepted");
    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("accepted");
    expect((await requestRow(ctx, requestId)).status).toBe("accepted");
  });

  it("refuses to reject a paid quote (409), and writes nothing", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, EMAIL));
    await ctx.db.insert(payments).values({
      quoteRequestId: requestId,
      quoteId: quoteIds[0]!,
      userId: account!.id,
      provider: "test",
      providerSessionId: `paid-${requestId}`,
      amountPence: 300,
      status: "completed",
      completedAt: new Date(),
    });
    const res = await reject(quoteIds[0]!, "Too late");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "CONFLICT",
      message: QUOTE_DECISION_CONFLICTS.paid,
    });
    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("accepted");
    expect((await requestRow(ctx, requestId)).status).toBe("accepted");
    expect(await rows.messages(requestId)).toEqual([]);
    expect(await rows.tickets(requestId)).toEqual([]);
  });

  it("an unpaid (pending) payment does not stop Change Mind & Reject", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "accept")).statusCode).toBe(200);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, EMAIL));
    await ctx.db.insert(payments).values({
      quoteRequestId: requestId,
      quoteId: quoteIds[0]!,
      userId: account!.id,
      provider: "test",
      providerSessionId: `open-${requestId}`,
      amountPence: 300,
    });
    expect((await reject(quoteIds[0]!)).statusCode).toBe(200);
  });

  it("refuses a quote already rejected (409)", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookie);
    expect((await reject(quoteIds[0]!)).statusCode).toBe(200);
    const again = await reject(quoteIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.alreadyRejected);
  });

  it.each(["completed", "deleted", "processing", "in_progress"] as const)(
    "refuses with 409 when the request is %s",
    async (status) => {
      const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 1 });
      await ctx.db
        .update(quoteRequests)
        .set({ status, completedAt: new Date(), deletedAt: new Date() })
        .where(eq(quoteRequests.id, requestId));
      const res = await reject(quoteIds[0]!);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(QUOTE_DECISION_CONFLICTS.requestClosed);
      expect(await rows.messages(requestId)).toEqual([]);
    },
  );

  it.each([
    ["missing", undefined, REJECTION_REASON_REQUIRED_MESSAGE],
    ["empty", "", REJECTION_REASON_REQUIRED_MESSAGE],
    ["blank", "   \n ", REJECTION_REASON_REQUIRED_MESSAGE],
    ["only markup that is removed", "<script>alert(1)</script>", REJECTION_REASON_REQUIRED_MESSAGE],
    [
      "too long",
      "x".repeat(REJECTION_REASON_MAX_LENGTH + 1),
      `Please use no more than ${REJECTION_REASON_MAX_LENGTH} characters`,
    ],
    ["not text", 42, REJECTION_REASON_REQUIRED_MESSAGE],
  ])("answers 400 for a reason that is %s", async (_label, reason, message) => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 1 });
    const res = await decide(
      ctx,
      cookie,
      quoteIds[0]!,
      "reject",
      reason === undefined ? {} : { reason },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ reason: message });
    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("pending");
    expect(await rows.messages(requestId)).toEqual([]);
  });

  it("leaves nothing half-written when the last step fails (500)", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    const before = (await decisionMails("rejected")).length;
    await ctx.db.execute(sql`
      create function fail_reject_mail() returns trigger language plpgsql as $$
      begin if new.template = 'quote-decision' then raise exception 'outbox is full'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger fail_reject_mail before insert on email_outbox for each row execute function fail_reject_mail()`,
    );
    try {
      const res = await reject(quoteIds[0]!);
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger fail_reject_mail on email_outbox`);
      await ctx.db.execute(sql`drop function fail_reject_mail()`);
    }
    const quote = await quoteRow(ctx, quoteIds[0]!);
    expect(quote).toMatchObject({ status: "pending", rejectionReason: null, decidedAt: null });
    expect((await requestRow(ctx, requestId)).status).toBe("quoted");
    expect(await rows.messages(requestId)).toEqual([]);
    expect(await rows.tickets(requestId)).toEqual([]);
    const supportMails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          sql`${emailOutbox.payload}->>'quoteRequestId' = ${requestId}`,
          eq(emailOutbox.template, "staff-quote-rejected"),
        ),
      );
    expect(supportMails).toEqual([]);
    expect(await decisionMails("rejected")).toHaveLength(before);
  });
});
