import type { TicketPriority } from "@automobi/domain";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { supportTickets } from "../db/schema/index.ts";

export type TicketSource = (typeof supportTickets.$inferInsert)["source"];

/**
 * Opens a support ticket for what the customer said about a request (rejection feedback, a
 * reply), or updates the one not yet closed: back to open, with the new subject, message and
 * priority. The open ticket is locked first, so two messages at once update one ticket.
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
): Promise<string> {
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
  if (existing) {
    await tx
      .update(supportTickets)
      .set({
        subject: values.subject,
        message: values.message,
        priority: values.priority,
        status: "open",
        updatedAt: new Date(),
      })
      .where(eq(supportTickets.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(supportTickets)
    .values({ ...values, status: "open" })
    .returning({ id: supportTickets.id });
  return row!.id;
}
