import { count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  adminMessages,
  customerReplies,
  payments,
  quoteRequests,
  quotes,
  requestPhotos,
} from "../db/schema/index.ts";

/**
 * Removes the request with its photos, messages and their replies, and quotes; its payments
 * stay, still naming it. Notifications, tickets and reward entries lose the link (set null).
 */
export async function removeRequest(tx: DbOrTx, id: string) {
  const photos = await tx
    .delete(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, id))
    .returning({ id: requestPhotos.id });
  const messagesOfRequest = tx
    .select({ id: adminMessages.id })
    .from(adminMessages)
    .where(eq(adminMessages.quoteRequestId, id));
  const replies = await tx
    .delete(customerReplies)
    .where(inArray(customerReplies.adminMessageId, messagesOfRequest))
    .returning({ id: customerReplies.id });
  const messages = await tx
    .delete(adminMessages)
    .where(eq(adminMessages.quoteRequestId, id))
    .returning({ id: adminMessages.id });
  const removedQuotes = await tx
    .delete(quotes)
    .where(eq(quotes.quoteRequestId, id))
    .returning({ id: quotes.id });
  await tx.delete(quoteRequests).where(eq(quoteRequests.id, id));
  const [kept] = await tx
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.quoteRequestId, id));
  return {
    removed: {
      quotes: removedQuotes.length,
      messages: messages.length,
      replies: replies.length,
      photos: photos.length,
    },
    paymentsKept: kept?.n ?? 0,
  };
}
