import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";

/** The development mailbox's messages: the delivered outbox rows, newest first. */
export function listDeliveredMail(db: Database, limit: number) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      attachments: emailOutbox.attachments,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "sent"))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
