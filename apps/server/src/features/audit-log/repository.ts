import type { ListPosition } from "@automobi/domain";
import { count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import {
  auditLog,
  emailOutbox,
  garages,
  quoteRequests,
  supportTickets,
  user,
} from "../../db/schema/index.ts";
import { auditTargetOf, targetGarageId, targetRequestId, targetUuid } from "./targets.ts";

/** Newest first, the id breaking ties: audit_log_created_at_id_idx read backwards. */
export const AUDIT_LIST_ORDER: KeysetOrder = {
  at: auditLog.createdAt,
  id: auditLog.id,
  direction: "desc",
};

/**
 * One keyset page of the audit log, newest first, each entry with its target by name (joined
 * in the same statement, never one query per entry), and the count.
 */
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
        requestId: quoteRequests.id,
        vehicleMake: quoteRequests.vehicleMake,
        vehicleModel: quoteRequests.vehicleModel,
        vehicleRegistration: quoteRequests.vehicleRegistration,
        requestStatus: quoteRequests.status,
        garageName: garages.name,
        accountEmail: user.email,
        accountRole: user.role,
        emailTo: emailOutbox.toAddress,
        emailSubject: emailOutbox.subject,
        ticketSubject: supportTickets.subject,
      })
      .from(auditLog)
      .leftJoin(quoteRequests, eq(quoteRequests.id, targetRequestId))
      .leftJoin(garages, eq(garages.id, targetGarageId))
      .leftJoin(user, sql`${auditLog.targetType} = 'user' and ${user.id} = ${auditLog.targetId}`)
      .leftJoin(emailOutbox, eq(emailOutbox.id, targetUuid("email_outbox")))
      .leftJoin(supportTickets, eq(supportTickets.id, targetUuid("support_ticket")))
      .where(afterPosition(AUDIT_LIST_ORDER, page.after))
      .orderBy(...keysetOrderBy(AUDIT_LIST_ORDER))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(auditLog),
  ]);
  const { items, nextCursor } = keysetPage(rows, page.pageSize);
  return {
    nextCursor,
    total: total?.total ?? 0,
    items: items.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt,
      target: auditTargetOf(row),
    })),
  };
}
