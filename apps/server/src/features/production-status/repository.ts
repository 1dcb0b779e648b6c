import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";

/**
 * The outbox's backlog for the metrics: e-mails waiting (pending or sending), the oldest one's
 * age in seconds, and those failed for good. One statement on the index that starts with the
 * status (email_outbox_status_created_at_id_idx), so the sent millions are never read.
 */
export async function outboxBacklog(db: DbOrTx) {
  const [row] = await queryRows<{ backlog: number; failed: number; oldest_seconds: number }>(
    db,
    sql`SELECT
      count(*) FILTER (WHERE ${emailOutbox.status} <> 'failed')::int AS backlog,
      count(*) FILTER (WHERE ${emailOutbox.status} = 'failed')::int AS failed,
      coalesce(extract(epoch FROM now() - min(${emailOutbox.createdAt})
        FILTER (WHERE ${emailOutbox.status} <> 'failed')), 0)::double precision AS oldest_seconds
    FROM ${emailOutbox}
    WHERE ${emailOutbox.status} IN ('pending', 'sending', 'failed')`,
  );
  return {
    backlog: Number(row?.backlog ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestSeconds: Math.max(0, Number(row?.oldest_seconds ?? 0)),
  };
}
