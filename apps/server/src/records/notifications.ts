import type { DbOrTx } from "../db/client.ts";
import { notifications } from "../db/schema/index.ts";

/** What a notification says, to whom, and where it leads. */
export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  "userId" | "kind" | "title" | "body" | "link" | "quoteRequestId"
>;

/**
 * Tells a customer in the app (the dashboard's notifications), in the caller's transaction: a
 * new quote or message, a payment confirmed, an appointment booked. The one writer of the
 * table, for every feature that notifies.
 */
export async function insertNotification(tx: DbOrTx, values: NotificationValues): Promise<void> {
  await tx.insert(notifications).values(values);
}
