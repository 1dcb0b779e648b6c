import {
  TICKET_CLOSED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_RESPONSE_REQUIRED_MESSAGE,
} from "@automobi/domain/schemas";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  notifications,
  supportTicketMessages,
  supportTickets,
} from "../../src/db/schema/index.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  CUSTOMER_EMAIL,
  requestRow,
  storedQuote,
  storedRequest,
  useAccounts,
} from "../admin/fixtures.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { expectRoleMatrix, request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const MINUTE_MS = 60_000;

/** A ticket whose thread is the customer's one message. */
async function storedTicket(
  values: Partial<typeof supportTickets.$inferInsert> = {},
  minutesAgo = 0,
) {
  const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: accounts.customerId,
      customerEmail: CUSTOMER_EMAIL,
      subject: "Quote rejected",
      priority: "high",
      source: "rejection_feedback",
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning({
      id: supportTickets.id,
      userId: supportTickets.userId,
      customerEmail: supportTickets.customerEmail,
      subject: supportTickets.subject,
      source: supportTickets.source,
    });
  await ctx.db.insert(supportTicketMessages).values({
    ticketId: row!.id,
    kind: row!.source,
    authorUserId: row!.userId,
    authorEmail: row!.customerEmail,
    subject: row!.subject,
    message: "Too expensive for front pads",
    createdAt: at,
  });
  return row!.id;
}

const responsesOf = (ticketId: string) =>
  ctx.db
    .select()
    .from(supportTicketMessages)
    .where(
      and(eq(supportTicketMessages.ticketId, ticketId), eq(supportTicketMessages.kind, "response")),
    );

const respond = (id: string, payload: unknown, who: "admin" | "superAdmin" = "admin") =>
  request(ctx, accounts, who, "POST", `/api/admin/tickets/${id}/responses`, payload);

describe("Customer Service: recent requests", () => {
  it("lists the latest 20 requests, newest first, with status, vehicle, e-mail and time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.push(await storedRequest(ctx, accounts.customerId, { hoursAgo: 100 - i }));
    }
    const res = await request(ctx, accounts, "admin", "GET", "/api/admin/customer-service/recent");
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(20);
    expect(items[0].id).toBe(ids[21]);
    expect(items[19].id).toBe(ids[2]);
    expect(items[0]).toMatchObject({
      customerEmail: CUSTOMER_EMAIL,
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      vehicleRegistration: "AB12CDE",
      status: "pending",
    });
    expect(typeof items[0].createdAt).toBe("string");
  });

  it("is one statement", async () => {
    const seen = await routeStatementsOf(ctx.db, () =>
      request(ctx, accounts, "admin", "GET", "/api/admin/customer-service/recent"),
    );
    expect(seen.filter((s) => s.includes('from "quote_requests"'))).toHaveLength(1);
  });

  it("Mark as Quoted (pending) and Mark Complete (accepted) are the dashboard transitions", async () => {
    const pending = await storedRequest(ctx, accounts.customerId);
    const quoted = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${pending}/mark-quoted`,
    );
    expect(quoted.statusCode).toBe(200);
    expect((await requestRow(ctx, pending))?.status).toBe("quoted");

    const accepted = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    await storedQuote(ctx, accepted, { status: "accepted" });
    const done = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${accepted}/mark-complete`,
    );
    expect(done.statusCode).toBe(200);
    expect((await requestRow(ctx, accepted))?.status).toBe("completed");

    // Mark as Quoted only from pending
    const again = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${accepted}/mark-quoted`,
    );
    expect(again.statusCode).toBe(409);
  });
});

describe("Customer Service: support tickets", () => {
  let openOld: string;
  let openNew: string;
  let progress: string;
  let closed: string;
  beforeAll(async () => {
    openOld = await storedTicket({ subject: "Old" }, 60);
    progress = await storedTicket({ status: "in_progress", subject: "Working" }, 30);
    closed = await storedTicket({ status: "closed", closedAt: new Date(), subject: "Done" }, 20);
    openNew = await storedTicket(
      {
        subject: "New",
        priority: "low",
        source: "reply",
        userId: accounts.otherId,
        customerEmail: "someone-else@example.com",
      },
      10,
    );
  });

  it("lists tickets latest activity first, with every field the screen shows", async () => {
    const res = await request(ctx, accounts, "admin", "GET", "/api/admin/tickets");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.items.map((t: { id: string }) => t.id);
    expect(ids.indexOf(openNew)).toBeLessThan(ids.indexOf(closed));
    expect(ids.indexOf(closed)).toBeLessThan(ids.indexOf(progress));
    expect(ids.indexOf(progress)).toBeLessThan(ids.indexOf(openOld));
    expect(body.items.find((t: { id: string }) => t.id === openOld)).toMatchObject({
      customerEmail: CUSTOMER_EMAIL,
      subject: "Old",
      status: "open",
      priority: "high",
      source: "rejection_feedback",
      quoteRequestId: null,
      responseCount: 0,
      closedAt: null,
    });
    expect(body).toMatchObject({ pageSize: 20, nextCursor: null });
  });

  it("filters by status and pages", async () => {
    const open = await request(ctx, accounts, "admin", "GET", "/api/admin/tickets?status=open");
    const statuses = open.json().items.map((t: { status: string }) => t.status);
    expect(new Set(statuses)).toEqual(new Set(["open"]));
    const closedOnly = await request(
      ctx,
      accounts,
      "admin",
      "GET",
      "/api/admin/tickets?status=closed",
    );
    expect(closedOnly.json().items.map((t: { id: string }) => t.id)).toContain(closed);
    const first = await request(ctx, accounts, "admin", "GET", "/api/admin/tickets?pageSize=1");
    const page = await request(
      ctx,
      accounts,
      "admin",
      "GET",
      `/api/admin/tickets?pageSize=1&cursor=${first.json().nextCursor}`,
    );
    expect(page.json()).toMatchObject({ pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().items[0].id).not.toBe(first.json().items[0].id);
    expect(page.json().total).toBeGreaterThanOrEqual(4);
    const bad = await request(ctx, accounts, "admin", "GET", "/api/admin/tickets?status=pending");
    expect(bad.statusCode).toBe(400);
  });

  it("the list is two statements whatever the page holds", async () => {
    for (const size of [1, 4]) {
      const seen = await routeStatementsOf(ctx.db, () =>
        request(ctx, accounts, "admin", "GET", `/api/admin/tickets?pageSize=${size}`),
      );
      expect(seen.filter((s) => s.includes('"support_tickets"'))).toHaveLength(2);
    }
  });

  it("answers 404 for an unknown ticket", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await request(ctx, accounts, "admin", "GET", `/api/admin/tickets/${unknown}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(TICKET_NOT_FOUND_MESSAGE);
    const post = await respond(unknown, { message: "Hello" });
    expect(post.statusCode).toBe(404);
    const malformed = await request(ctx, accounts, "admin", "GET", "/api/admin/tickets/nope");
    expect(malformed.statusCode).toBe(400);
  });

  it("Send Response stores it, moves the ticket to in_progress, e-mails and notifies the customer", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const id = await storedTicket({ quoteRequestId: requestId, subject: "Too dear" });
    const res = await respond(id, { message: "  We have found a cheaper garage.  " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.emailedTo).toBe(CUSTOMER_EMAIL);
    expect(body.response).toMatchObject({
      kind: "response",
      authorEmail: ADMIN_EMAIL,
      subject: null,
      message: "We have found a cheaper garage.",
    });
    expect(body.ticket).toMatchObject({
      id,
      status: "in_progress",
      responseCount: 1,
      closedAt: null,
    });
    expect(body.ticket.thread).toHaveLength(2);
    // the last activity is the response's time
    expect(body.ticket.updatedAt).toBe(body.response.createdAt);
    const listed = await request(
      ctx,
      accounts,
      "admin",
      "GET",
      "/api/admin/tickets?status=in_progress",
    );
    expect(listed.json().items.find((t: { id: string }) => t.id === id)).toMatchObject({
      responseCount: 1,
    });

    const [stored] = await responsesOf(id);
    expect(stored).toMatchObject({
      authorUserId: expect.any(String),
      authorEmail: ADMIN_EMAIL,
      message: "We have found a cheaper garage.",
    });

    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, CUSTOMER_EMAIL),
          eq(emailOutbox.template, "support-response"),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Re: Too dear");
    expect(mails[0]!.text).toContain("We have found a cheaper garage.");

    const raised = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, accounts.customerId),
          eq(notifications.quoteRequestId, requestId),
        ),
      );
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      kind: "new_message",
      title: "Response from customer service",
    });

    const audit = await auditEntries(ctx, id, "support_ticket.respond");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      details: { from: "open", to: "in_progress" },
    });

    // the thread: the customer's message and the responses, oldest first
    await respond(id, { message: "Second answer" }, "superAdmin");
    const detail = await request(ctx, accounts, "admin", "GET", `/api/admin/tickets/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ status: "in_progress", responseCount: 2 });
    expect(
      detail
        .json()
        .thread.map((r: { kind: string; authorEmail: string; message: string }) => [
          r.kind,
          r.authorEmail,
          r.message,
        ]),
    ).toEqual([
      ["rejection_feedback", CUSTOMER_EMAIL, "Too expensive for front pads"],
      ["response", ADMIN_EMAIL, "We have found a cheaper garage."],
      ["response", "boss@example.com", "Second answer"],
    ]);
  });

  it("close: true closes the ticket, and a closed ticket takes no response (409)", async () => {
    const id = await storedTicket({ subject: "Close me" });
    const res = await respond(id, { message: "Sorted.", close: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().ticket.status).toBe("closed");
    expect(res.json().ticket.closedAt).toEqual(expect.any(String));
    const again = await respond(id, { message: "One more thing" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TICKET_CLOSED_MESSAGE);
    expect(await responsesOf(id)).toHaveLength(1);
  });

  it("refuses a blank response and a non-boolean close, storing nothing", async () => {
    const id = await storedTicket({ subject: "Blank" });
    for (const payload of [{ message: "   " }, {}, { message: "<script>x</script>" }]) {
      const res = await respond(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.message).toBe(TICKET_RESPONSE_REQUIRED_MESSAGE);
    }
    const badClose = await respond(id, { message: "Hi", close: "yes" });
    expect(badClose.statusCode).toBe(400);
    const [ticket] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(ticket!.status).toBe("open");
    expect(await auditEntries(ctx, id)).toHaveLength(0);
  });

  it("a ticket whose customer account is gone is still answered by e-mail, without a notification", async () => {
    const id = await storedTicket({
      userId: null,
      customerEmail: "gone@example.com",
      subject: "Contact",
    });
    const res = await respond(id, { message: "Thanks for getting in touch" });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailedTo).toBe("gone@example.com");
  });

  it("role matrix", async () => {
    const id = await storedTicket({ subject: "Matrix" });
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/customer-service/recent", {
      admin: 200,
    });
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/tickets", { admin: 200 });
    await expectRoleMatrix(ctx, accounts, "GET", `/api/admin/tickets/${id}`, { admin: 200 });
    // admin answers first (201); the super admin's answer is the second response
    await expectRoleMatrix(
      ctx,
      accounts,
      "POST",
      `/api/admin/tickets/${id}/responses`,
      { admin: 201, superAdmin: 201 },
      { message: "Hello" },
    );
    expect(await responsesOf(id)).toHaveLength(2);
  });
});
