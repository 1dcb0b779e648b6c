import {
  CONVERSATION_NO_REPLY_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  REPLY_REQUIRED_MESSAGE,
} from "@automobi/domain/schemas";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { emailOutbox, supportTickets } from "../../src/db/schema/index.ts";
import { TICKET_ORDER } from "../../src/features/customer-messages/repository.ts";
import { ADMIN_EMAIL, CUSTOMER_EMAIL, useAccounts, type Who } from "../admin/fixtures.ts";
import { quotedRequest } from "../quote-decisions/fixtures.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const as = (who: Who, method: "GET" | "POST", url: string, payload?: unknown) =>
  request(ctx, accounts, who, method, url, payload);

interface ThreadRow {
  kind: string;
  authorEmail: string;
  subject: string | null;
  message: string;
  createdAt: string;
}

/**
 * A quoted request of the customer's, a staff message about it, the customer's reply to that
 * and then their rejection of a quote with a reason: two messages on one request.
 */
async function replyThenRejection() {
  const { requestId, quoteIds } = await quotedRequest(ctx, accounts.cookies.customer, {
    quotes: 1,
  });
  const sent = await as("admin", "POST", `/api/admin/quote-requests/${requestId}/messages`, {
    subject: "Your quotes are ready",
    message: "Two garages have quoted.",
  });
  expect(sent.statusCode).toBe(201);
  const messageId: string = sent.json().id;
  const reply = await as("customer", "POST", `/api/messages/${messageId}/replies`, {
    message: "Can they do a Saturday?",
  });
  expect(reply.statusCode).toBe(201);
  const rejected = await as("customer", "POST", `/api/quotes/${quoteIds[0]}/reject`, {
    reason: "Too dear for pads alone",
  });
  expect(rejected.statusCode).toBe(200);
  const tickets = (await as("admin", "GET", "/api/admin/tickets")).json().items as Array<{
    id: string;
    quoteRequestId: string | null;
  }>;
  const ticket = tickets.filter((t) => t.quoteRequestId === requestId);
  expect(ticket).toHaveLength(1);
  return { requestId, messageId, ticketId: ticket[0]!.id };
}

describe("A support ticket keeps every message", () => {
  let ticketId: string;
  let requestId: string;
  let messageId: string;
  beforeAll(async () => {
    ({ ticketId, requestId, messageId } = await replyThenRejection());
  });

  it("a reply and then a rejection reason on one request are both in the thread, in order, with author, kind and time", async () => {
    const res = await as("admin", "GET", `/api/admin/tickets/${ticketId}`);
    expect(res.statusCode).toBe(200);
    const ticket = res.json();
    // the ticket keeps the subject it was opened with; each message keeps its own
    expect(ticket).toMatchObject({
      subject: "Reply: Your quotes are ready",
      source: "reply",
      status: "open",
      responseCount: 0,
    });
    const thread = ticket.thread as ThreadRow[];
    expect(thread.map((row) => [row.kind, row.authorEmail, row.subject, row.message])).toEqual([
      ["reply", CUSTOMER_EMAIL, "Reply: Your quotes are ready", "Can they do a Saturday?"],
      [
        "rejection_feedback",
        CUSTOMER_EMAIL,
        expect.stringMatching(/^Quote rejected: £100\.00 for /),
        "Too dear for pads alone",
      ],
    ]);
    expect(Date.parse(thread[0]!.createdAt)).toBeLessThan(Date.parse(thread[1]!.createdAt));
    // the last activity is the newest row's time, in the list as in the detail
    expect(ticket.updatedAt).toBe(thread[1]!.createdAt);
    const listed = (await as("admin", "GET", "/api/admin/tickets")).json().items;
    expect(listed.find((t: { id: string }) => t.id === ticketId).updatedAt).toBe(
      thread[1]!.createdAt,
    );
  });

  it("Send Response joins the thread, and the customer's Messages answer shows it in their conversation", async () => {
    const answer = "We have asked two more garages for a lower price.";
    const sent = await as("admin", "POST", `/api/admin/tickets/${ticketId}/responses`, {
      message: answer,
    });
    expect(sent.statusCode).toBe(201);
    const thread = sent.json().ticket.thread as ThreadRow[];
    expect(thread.map((row) => [row.kind, row.authorEmail])).toEqual([
      ["reply", CUSTOMER_EMAIL],
      ["rejection_feedback", CUSTOMER_EMAIL],
      ["response", ADMIN_EMAIL],
    ]);
    expect(sent.json().ticket.updatedAt).toBe(thread[2]!.createdAt);

    const inbox = await as("customer", "GET", "/api/messages");
    expect(inbox.statusCode).toBe(200);
    const items = inbox.json().items;
    // latest first: the conversation (just answered), then the staff message with the reply
    expect(items.map((item: { type: string; id: string }) => [item.type, item.id])).toEqual([
      ["ticket", ticketId],
      ["message", messageId],
    ]);
    expect(items[0]).toMatchObject({
      quoteRequestId: requestId,
      subject: "Reply: Your quotes are ready",
      status: "in_progress",
      updatedAt: thread[2]!.createdAt,
      vehicle: { vehicleMake: "VOLKSWAGEN", vehicleModel: "Golf", vehicleRegistration: "AB12CDE" },
    });
    expect(
      items[0].thread.map((row: { kind: string; message: string }) => [row.kind, row.message]),
    ).toEqual([
      ["reply", "Can they do a Saturday?"],
      ["rejection_feedback", "Too dear for pads alone"],
      ["response", answer],
    ]);
    // staff's own addresses stay with staff
    expect(JSON.stringify(items[0])).not.toContain(ADMIN_EMAIL);
    expect(items[1].replies.map((r: { message: string }) => r.message)).toEqual([
      "Can they do a Saturday?",
    ]);
    expect(inbox.json().total).toBe(2);
    // another customer sees none of it
    expect((await as("other", "GET", "/api/messages")).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("the staff message history shows the rejection reason as the customer's, not the support inbox's", async () => {
    const res = await as("admin", "GET", `/api/admin/quote-requests/${requestId}/messages`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ kind: string; from: string }>;
    expect(items.map((item) => [item.kind, item.from])).toEqual([
      ["rejection_feedback", CUSTOMER_EMAIL],
      ["admin_message", ADMIN_EMAIL],
    ]);
  });

  it("the customer's Messages pages by cursor across messages and conversations, in a fixed number of statements", async () => {
    for (let i = 0; i < 3; i++) await replyThenRejection();
    const all = (await as("customer", "GET", "/api/messages?pageSize=100")).json();
    expect(all.items).toHaveLength(8);
    expect(all.total).toBe(8);
    const pages = await walkCursorPages(
      (url) => as("customer", "GET", url),
      "/api/messages?pageSize=3",
    );
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 2]);
    expect(idsOf(pages)).toEqual(all.items.map((item: { id: string }) => item.id));
    // the ids and the total, then the messages and the tickets of the page (when it has any)
    for (const [size, statements] of [
      [1, 3],
      [8, 4],
    ] as const) {
      const seen = await routeStatementsOf(ctx.db, () =>
        as("customer", "GET", `/api/messages?pageSize=${size}`),
      );
      const listing = seen.filter((s) => /admin_messages|support_tickets/.test(s));
      expect(listing, `page of ${size}`).toHaveLength(statements);
    }
  });

  it("reads a customer's conversations from their own index at the cursor, with no sort", async () => {
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: supportTickets.id })
          .from(supportTickets)
          .where(and(eq(supportTickets.userId, accounts.customerId), after))
          .orderBy(...keysetOrderBy(TICKET_ORDER))
          .limit(21),
      {
        index: "support_tickets_user_id_updated_at_id_idx",
        position: afterPosition(TICKET_ORDER, SOME_POSITION),
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
  });
});

describe("A reply in a conversation with customer service", () => {
  const replyIn = (ticketId: string, message: unknown, who: Who = "customer") =>
    as(who, "POST", `/api/messages/tickets/${ticketId}/replies`, { message });

  it("joins the thread and reopens it, e-mails the support inbox; after it is closed, a reply opens a new conversation", async () => {
    const { ticketId, requestId } = await replyThenRejection();
    await as("admin", "POST", `/api/admin/tickets/${ticketId}/responses`, {
      message: "Which day suits you?",
    });
    const res = await replyIn(ticketId, "  Saturday morning, please  ");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ticketId, message: "Saturday morning, please" });

    const detail = (await as("admin", "GET", `/api/admin/tickets/${ticketId}`)).json();
    expect(detail.status).toBe("open");
    expect(
      (detail.thread as ThreadRow[]).map((row) => [row.kind, row.authorEmail, row.message]),
    ).toEqual([
      ["reply", CUSTOMER_EMAIL, "Can they do a Saturday?"],
      ["rejection_feedback", CUSTOMER_EMAIL, "Too dear for pads alone"],
      ["response", ADMIN_EMAIL, "Which day suits you?"],
      ["reply", CUSTOMER_EMAIL, "Saturday morning, please"],
    ]);
    expect(detail.updatedAt).toBe(res.json().createdAt);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, ctx.config.supportEmail),
          eq(emailOutbox.template, "staff-customer-reply"),
        ),
      );
    expect(mails.filter((mail) => mail.text.includes("Saturday morning, please"))).toHaveLength(1);

    await as("admin", "POST", `/api/admin/tickets/${ticketId}/responses`, {
      message: "Booked for Saturday.",
      close: true,
    });
    const after = await replyIn(ticketId, "One more thing");
    expect(after.statusCode).toBe(201);
    const opened: string = after.json().ticketId;
    expect(opened).not.toBe(ticketId);
    const fresh = (await as("admin", "GET", `/api/admin/tickets/${opened}`)).json();
    expect(fresh).toMatchObject({
      quoteRequestId: requestId,
      subject: "Reply: Your quotes are ready",
      source: "reply",
      status: "open",
    });
    expect((fresh.thread as ThreadRow[]).map((row) => row.message)).toEqual(["One more thing"]);
    const closed = (await as("admin", "GET", `/api/admin/tickets/${ticketId}`)).json();
    expect(closed.status).toBe("closed");
    expect(closed.thread).toHaveLength(5);
  });

  it("refuses another customer's conversation, a blank reply, and a conversation about no request", async () => {
    const { ticketId } = await replyThenRejection();
    const theirs = await replyIn(ticketId, "Not mine", "other");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(CONVERSATION_NOT_FOUND_MESSAGE);
    const blank = await replyIn(ticketId, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ message: REPLY_REQUIRED_MESSAGE });
    const [contact] = await ctx.db
      .insert(supportTickets)
      .values({
        userId: accounts.customerId,
        customerEmail: CUSTOMER_EMAIL,
        subject: "Changing my phone number",
        source: "contact",
      })
      .returning({ id: supportTickets.id });
    const refused = await replyIn(contact!.id, "Hello?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CONVERSATION_NO_REPLY_MESSAGE);
    expect(
      (
        await as("anonymous", "POST", `/api/messages/tickets/${ticketId}/replies`, {
          message: "Hi",
        })
      ).statusCode,
    ).toBe(401);
    const thread = (await as("admin", "GET", `/api/admin/tickets/${ticketId}`)).json().thread;
    expect(thread).toHaveLength(2);
  });
});
