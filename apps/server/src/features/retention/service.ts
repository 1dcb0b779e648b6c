import { UNCONFIRMED_ACCOUNT_DAYS } from "@automobi/domain";
import { and, eq, exists, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, quoteRequests, rewardTransactions, user } from "../../db/schema/index.ts";
import { recordStaffAction } from "../../records/audit.ts";
import { removeRequest } from "../../records/request-removal.ts";
import { scheduleEvery, tryRunLock } from "../../records/schedule.ts";
import { readSettings } from "../../records/settings.ts";

/** The advisory lock of the retention run: one process at a time does it. */
export const RETENTION_LOCK_ID = 724_116_036;
/** Deleted requests purged in one run at most; the next run takes the rest. */
const PURGE_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long things are kept (issue 32, decision 061), in one transaction under an advisory lock:
 * requests in Deleted Requests for longer than System Settings' period are removed for good
 * (their payments stay, as a permanent delete leaves them); accounts whose e-mail address was
 * never confirmed are removed after 7 days, unless something of theirs must be kept. Each run
 * that removes anything is in the audit log. Expired sessions and one-time tokens go every 15
 * minutes (db/maintenance.ts).
 */
export async function runRetention(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await tryRunLock(tx, RETENTION_LOCK_ID))) return { skipped: true as const };
    const { deletedRequestRetentionDays } = await readSettings(tx);
    const requestCutoff = new Date(now.getTime() - deletedRequestRetentionDays * DAY_MS);
    const due = await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.status, "deleted"), lt(quoteRequests.deletedAt, requestCutoff)))
      .orderBy(quoteRequests.deletedAt)
      .limit(PURGE_BATCH);
    for (const { id } of due) await removeRequest(tx, id);

    const accountCutoff = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * DAY_MS);
    const owns = (table: typeof quoteRequests | typeof payments | typeof rewardTransactions) =>
      exists(tx.select({ one: sql`1` }).from(table).where(eq(table.userId, user.id)));
    const accounts = await tx
      .delete(user)
      .where(
        and(
          eq(user.role, "customer"),
          eq(user.emailVerified, false),
          isNull(user.erasedAt),
          lt(user.createdAt, accountCutoff),
          sql`NOT ${owns(quoteRequests)}`,
          sql`NOT ${owns(payments)}`,
          sql`NOT ${owns(rewardTransactions)}`,
        ),
      )
      .returning({ id: user.id });

    const purged = {
      deletedRequests: due.length,
      unconfirmedAccounts: accounts.length,
    };
    if (purged.deletedRequests > 0 || purged.unconfirmedAccounts > 0) {
      await recordStaffAction(tx, null, null, "retention.purge", "settings", null, {
        ...purged,
        deletedRequestRetentionDays,
      });
    }
    return { skipped: false as const, ...purged };
  });
}

/** Runs the retention hourly, the first a few minutes after start. */
export function scheduleRetention(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
  { firstAfterMs = 5 * 60_000, everyMs = 60 * 60 * 1000 } = {},
) {
  return scheduleEvery(run, onError, { firstAfterMs, everyMs });
}
