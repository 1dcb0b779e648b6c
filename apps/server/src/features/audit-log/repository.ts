import type { ListPosition } from "@automobi/domain";
import { count } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { auditLog } from "../../db/schema/index.ts";

/** Newest first, the id breaking ties: audit_log_created_at_id_idx read backwards. */
export const AUDIT_LIST_ORDER: KeysetOrder = {
  at: auditLog.createdAt,
  id: auditLog.id,
  direction: "desc",
};

/** One keyset page of the audit log, newest first, and the count. */
export async function listAudit(
  db: DbOrTx,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        cursorAt: keysetCursorAt(AUDIT_LIST_ORDER),
      })
      .from(auditLog)
      .where(afterPosition(AUDIT_LIST_ORDER, page.after))
      .orderBy(...keysetOrderBy(AUDIT_LIST_ORDER))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}
