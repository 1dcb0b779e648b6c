import type { TicketMessageKind, TicketPriority } from "@automobi/domain";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { onlyRow } from "../db/rows.ts";
import { supportTicketMessages, supportTickets } from "../db/schema/index.ts";

export type TicketSource = (typeof supportTickets.$inferInsert)["source"];

/**
 * Adds a row to a ticket's thread at `at`, and makes `at` the ticket's last activity, which is
 * always the newest row's time. The caller holds the ticket's row (locked or just inserted).
 */
export async function appendTicketMessage(
  tx: DbOrTx,
  ticketId: string,
  row: {
    kind: TicketMessageKind;
    authorUserId: string | null;
    authorEmail: string;
    subject: string | null;
    message: string;
  },
  at: Date,
) {
  const stored = onlyRow(
    await tx
      .insert(supportTicketMessages)
      .values({ ...row, ticketId, createdAt: at })
      .returning({
        id: supportTicketMessages.id,
        kind: supportTicketMessages.kind,
        authorEmail: supportTicketMessages.authorEmail,
        subject: supportTicketMessages.subject,
        message: supportTicketMessages.message,
        createdAt: supportTicketMessages.createdAt,
      }),
    "the new ticket message",
  );
  await tx.update(supportTickets).set({ updatedAt: at }).where(eq(supportTickets.id, ticketId));
  return stored;
}

/**
 * Adds what the customer said about a request (a reply, rejection feedback) to their ticket for
 * it that is not yet closed, back to open with the new priority, or opens a ticket with it
 * (a closed conversation stays as it was closed). No
 * message replaces another: each is a row of the thread with its own subject, kind and time.
 * The open ticket is locked first, so two messages at once land, in order, in one ticket.
 */
export async function openOrUpdateTicket(
  tx: DbOrTx,
  values: {
    userId: string;
    customerEmail: string;
    quoteRequestId: string;
    subject: string;
    message: string;
    priority: TicketPriority;
    source: TicketSource;
  },
): Promise<{ ticketId: string; row: Awaited<ReturnType<typeof appendTicketMessage>> }> {
  const { subject, message, source, ...ticket } = values;
  const [existing] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, values.userId),
        eq(supportTickets.quoteRequestId, values.quoteRequestId),
        ne(supportTickets.status, "closed"),
      ),
    )
    .limit(1)
    .for("update");
  // Read after the lock, so the thread's order is the order the messages were stored in.
  const at = new Date();
  let ticketId = existing?.id;
  if (ticketId) {
    await tx
      .update(supportTickets)
      .set({ priority: values.priority, status: "open" })
      .where(eq(supportTickets.id, ticketId));
  } else {
    const opened = onlyRow(
      await tx
        .insert(supportTickets)
        .values({ ...ticket, subject, source, status: "open", createdAt: at, updatedAt: at })
        .returning({ id: supportTickets.id }),
      "the new ticket",
    );
    ticketId = opened.id;
  }
  const row = await appendTicketMessage(
    tx,
    ticketId,
    {
      kind: source,
      authorUserId: values.userId,
      authorEmail: values.customerEmail,
      subject,
      message,
    },
    at,
  );
  return { ticketId, row };
}
