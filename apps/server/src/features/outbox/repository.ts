import type { OutboxStatus } from "@automobi/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";

/** One page of the outbox, newest first, and how many rows match in all. */
export async function listOutbox(
  db: DbOrTx,
  filter: { status?: OutboxStatus; page: number; pageSize: number },
) {
  const where = filter.status ? eq(emailOutbox.status, filter.status) : undefined;
  const [items, [total]] = await Promise.all([
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
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
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
