import {
  MESSAGE_FIELDS_REQUIRED_MESSAGE,
  MESSAGE_NOT_FOUND_MESSAGE,
  REPLY_REQUIRED_MESSAGE,
} from "@automobi/domain/schemas";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  notifications,
  supportTicketMessages,
  supportTickets,
} from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  CUSTOMER_EMAIL,
  call,
  storedMessage,
  storedRequest,
  submittedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const history = (requestId: string) =>
  call(ctx, accounts, "admin", "GET", `/api/admin/quote-requests/${requestId}/messages`);
const send = (requestId: string, payload: Record<string, unknown>) =>
  call(ctx, accounts, "admin", "POST", `/api/admin/quote-requests/${requestId}/messages`, payload);
const reply = (messageId: string, message: unknown, who: "customer" | "other" = "customer") =>
  call(ctx, accounts, who, "POST", `/api/messages/${messageId}/replies`, { message });
const inbox = async (who: "customer" | "other" = "customer") =>
  (await call(ctx, accounts, who, "GET", "/api/messages")).json();

async function mailsTo(to: string, template: "admin-reply" | "staff-customer-reply") {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
}

describe("Customer Messaging (admin)", () => {
  it("opened by URL, names the recipient and vehicle, with no messages yet", async () => {
    const requestId = await submittedRequest(ctx, accounts.cookies.customer);
    const res = await history(requestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      request: {
        id: requestId,
        customerEmail: CUSTOMER_EMAIL,
        vehicleMake: "VOLKSWAGEN",
        vehicleModel: "Golf",
        vehicleRegistration: "AB12CDE",
        vehicle: "Volkswagen Golf (AB12 CDE)",
      },
      items: [],
      pageSize: 20,
      total: 0,
      nextCursor: null,
    });
  });

  it("names a typed model as people write it, in the header and the e-mail", async () => {
    const requestId = await submittedRequest(ctx, accounts.cookies.customer, {
      make: "HONDA",
      model: "jazz",
    });
    const res = await history(requestId);
    expect(res.json().request.vehicle).toBe("Honda Jazz (AB12 CDE)");
    await send(requestId, { subject: "Your Jazz", message: "We have a question." });
    const mails = await mailsTo(CUSTOMER_EMAIL, "admin-reply");
    const mail = mails.find((m) => (m.payload as { subject?: string }).subject === "Your Jazz");
    expect(mail!.payload).toMatchObject({ vehicleMake: "Honda", vehicleModel: "Jazz" });
  });

  it("sends a message from the signed-in admin: stored, e-mailed, notified, audited", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const before = (await mailsTo(CUSTOMER_EMAIL, "admin-reply")).length;
    const res = await send(requestId, {
      subject: "  About your Golf  ",
      message: "Could you send a photo of the damage? <script>x</script>",
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      quoteRequestId: requestId,
      kind: "admin_message",
      adminEmail: ADMIN_EMAIL,
      customerEmail: CUSTOMER_EMAIL,
      subject: "About your Golf",
      message: "Could you send a photo of the damage?",
      replies: [],
    });
    const mails = await mailsTo(CUSTOMER_EMAIL, "admin-reply");
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.subject === "About your Golf")!;
    expect(mail.payload).toMatchObject({ hasQuote: false, quotePricePence: null });
    expect(mail.text).toContain("Could you send a photo of the damage?");
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, requestId));
    expect(notification).toMatchObject({ kind: "new_message", userId: accounts.customerId });
    const [entry] = await auditEntries(ctx, sent.id, "admin_message.send");
    expect(entry).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      details: { quoteRequestId: requestId },
    });
  });

  it("refuses a blank subject or message with the spec's message", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const res = await send(requestId, { subject: "   ", message: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject: MESSAGE_FIELDS_REQUIRED_MESSAGE,
      message: MESSAGE_FIELDS_REQUIRED_MESSAGE,
    });
    expect((await history(requestId)).json().total).toBe(0);
  });

  it("shows the history newest first, feedback included, each message with its replies", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const hour = 60 * 60 * 1000;
    await storedMessage(
      ctx,
      requestId,
      { subject: "Quote rejected", message: "Too dear", kind: "rejection_feedback" },
      new Date(Date.now() - 2 * hour),
    );
    const first = (await send(requestId, { subject: "First", message: "One" })).json().id;
    const second = (await send(requestId, { subject: "Second", message: "Two" })).json().id;
    await reply(first, "Reply A");
    await reply(first, "Reply B");
    const page = (await history(requestId)).json();
    expect(page.items.map((m: { subject: string }) => m.subject)).toEqual([
      "Second",
      "First",
      "Quote rejected",
    ]);
    expect(page.items[0].id).toBe(second);
    expect(page.items[1].replies.map((r: { message: string }) => r.message)).toEqual([
      "Reply A",
      "Reply B",
    ]);
    expect(page.items[1].replies[0].customerEmail).toBe(CUSTOMER_EMAIL);
    expect(page.items[2].kind).toBe("rejection_feedback");
  });
});

describe("Messages from Support (customer)", () => {
  it("lists the staff messages about the customer's own requests, newest first", async () => {
    const mine = await storedRequest(ctx, accounts.customerId);
    const theirs = await storedRequest(ctx, accounts.otherId, {
      email: "someone-else@example.com",
    });
    const older = (await send(mine, { subject: "Older", message: "1" })).json().id;
    const newer = (await send(mine, { subject: "Newer", message: "2" })).json().id;
    const notMine = (await send(theirs, { subject: "Theirs", message: "3" })).json().id;
    await storedMessage(ctx, mine, {
      subject: "Quote rejected",
      message: "x",
      kind: "rejection_feedback",
    });

    const listed = await inbox();
    const ids = listed.items.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(notMine);
    expect(listed.items.some((m: { subject: string }) => m.subject === "Quote rejected")).toBe(
      false,
    );
    expect(listed.items.find((m: { id: string }) => m.id === newer)).toMatchObject({
      quoteRequestId: mine,
      subject: "Newer",
      message: "2",
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      vehicleRegistration: "AB12CDE",
      replies: [],
    });
    expect(Object.keys(listed.items[0])).not.toContain("adminEmail");
    expect((await inbox("other")).items.map((m: { id: string }) => m.id)).toEqual([notMine]);
  });

  it("pages the customer's messages by cursor, newest first, with no overlap", async () => {
    const listed = await inbox();
    const everything = listed.items.map((m: { id: string }) => m.id);
    expect(everything.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/messages?pageSize=1${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await call(ctx, accounts, "customer", "GET", url)).json();
      expect(page.total).toBe(listed.total);
      seen.push(...page.items.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length <= everything.length);
    expect(seen).toEqual(everything);
  });

  it("a reply is stored, opens the customer's ticket and e-mails the support inbox", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId, { services: ["emergency"] });
    const messageId = (
      await send(requestId, { subject: "Your breakdown", message: "Where are you?" })
    ).json().id;
    const res = await reply(messageId, "  On the A40 <script>x</script> ");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ adminMessageId: messageId, message: "On the A40" });

    const tickets = () =>
      ctx.db.select().from(supportTickets).where(eq(supportTickets.quoteRequestId, requestId));
    const [ticket, ...more] = await tickets();
    expect(more).toEqual([]);
    expect(ticket).toMatchObject({
      userId: accounts.customerId,
      customerEmail: CUSTOMER_EMAIL,
      subject: "Reply: Your breakdown",
      status: "open",
      priority: "high",
      source: "reply",
    });
    const mails = await mailsTo(ctx.config.supportEmail, "staff-customer-reply");
    const mail = mails.find((m) => m.text.includes("On the A40"))!;
    expect(mail.subject).toBe("Customer reply (High priority): Your breakdown");
    expect(mail.text).toContain(`/admin/message/${requestId}`);
    expect(mail.html).not.toContain("<script>");

    // a second reply joins the same ticket's thread, reopening it; the first stays
    await ctx.db
      .update(supportTickets)
      .set({ status: "in_progress" })
      .where(eq(supportTickets.id, ticket!.id));
    expect((await reply(messageId, "Still waiting")).statusCode).toBe(201);
    const [updated, ...none] = await tickets();
    expect(none).toEqual([]);
    expect(updated).toMatchObject({
      id: ticket!.id,
      status: "open",
      subject: "Reply: Your breakdown",
    });
    const thread = await ctx.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticket!.id))
      .orderBy(supportTicketMessages.createdAt);
    expect(thread.map((row) => [row.kind, row.message])).toEqual([
      ["reply", "On the A40"],
      ["reply", "Still waiting"],
    ]);
    const mine = (await inbox()).items.find((m: { id: string }) => m.id === messageId);
    expect(mine.replies.map((r: { message: string }) => r.message)).toEqual([
      "On the A40",
      "Still waiting",
    ]);
  });

  it("refuses a blank reply, and a reply to feedback or to another customer's message", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const messageId = (await send(requestId, { subject: "Hello", message: "Hi" })).json().id;
    const blank = await reply(messageId, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ message: REPLY_REQUIRED_MESSAGE });
    const feedback = await storedMessage(ctx, requestId, {
      subject: "Quote rejected",
      message: "x",
      kind: "rejection_feedback",
    });
    expect((await reply(feedback, "Me again")).json().error.message).toBe(
      MESSAGE_NOT_FOUND_MESSAGE,
    );
    expect((await reply(messageId, "Not mine", "other")).statusCode).toBe(404);
    expect((await history(requestId)).json().items[0].replies).toEqual([]);
  });

  it("limits a customer's replies (each one e-mails the support inbox)", async () => {
    const requestId = await storedRequest(ctx, accounts.otherId, {
      email: "someone-else@example.com",
    });
    const messageId = (await send(requestId, { subject: "Hello", message: "Hi" })).json().id;
    const answers: number[] = [];
    for (let i = 0; i < 21 && !answers.includes(429); i++) {
      answers.push((await reply(messageId, `Reply ${i}`, "other")).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((code) => code === 201)).toBe(true);
    const stored = (await history(requestId)).json().items[0].replies;
    expect(stored).toHaveLength(answers.length - 1);
  });
});
