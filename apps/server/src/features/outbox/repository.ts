import type { ListPosition, OutboxStatus } from "@automobi/domain";
import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { emailOutbox } from "../../db/schema/index.ts";

/**
 * Newest first, the id breaking ties: email_outbox_created_at_id_idx read backwards, or
 * email_outbox_status_created_at_id_idx within one status.
 */
export const OUTBOX_LIST_ORDER: KeysetOrder = {
  at: emailOutbox.createdAt,
  id: emailOutbox.id,
  direction: "desc",
};

export const outboxListWhere = (status: OutboxStatus | undefined) =>
  status ? eq(emailOutbox.status, status) : undefined;

/** One keyset page of the outbox, newest first, and how many rows match in all. */
export async function listOutbox(
  db: DbOrTx,
  filter: { status?: OutboxStatus; after: ListPosition | undefined; pageSize: number },
) {
  const where = outboxListWhere(filter.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        template: emailOutbox.template,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        cursorAt: keysetCursorAt(OUTBOX_LIST_ORDER),
      })
      .from(emailOutbox)
      .where(and(where, afterPosition(OUTBOX_LIST_ORDER, filter.after)))
      .orderBy(...keysetOrderBy(OUTBOX_LIST_ORDER))
      .limit(filter.pageSize + 1),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { ...keysetPage(rows, filter.pageSize), total: total?.total ?? 0 };
}

/** Puts a failed e-mail back in the queue with its tries reset; undefined unless it was failed. */
export async function requeueFailed(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(emailOutbox)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: new Date(),
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id, status: emailOutbox.status });
  return row;
}

export async function outboxRowExists(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row !== undefined;
}
