import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

/** One page of the audit log, newest first (audit_log_created_at_idx), and the count. */
export async function listAudit(db: DbOrTx, page: { page: number; pageSize: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items, total: total?.total ?? 0 };
}
