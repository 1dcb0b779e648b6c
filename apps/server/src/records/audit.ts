import type { FastifyRequest } from "fastify";
import type { CurrentSession } from "../access/guards.ts";
import type { DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

/** Who acted, and the HTTP request the audit log takes the address from. */
export interface StaffActor {
  staff: CurrentSession;
  request: FastifyRequest;
}

/** Records a staff action in the same transaction as the change itself. */
export async function recordStaffAction(
  tx: DbOrTx,
  staff: CurrentSession | null,
  request: FastifyRequest | null,
  action: string,
  targetType: string,
  targetId: string | null,
  details?: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({
    actorUserId: staff?.user.id ?? null,
    actorEmail: staff?.user.email ?? null,
    action,
    targetType,
    targetId,
    details: details ?? null,
    ip: request?.ip ?? null,
  });
}
