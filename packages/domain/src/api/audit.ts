import { z } from "zod";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The audit log (super admin): `GET /api/admin/audit?cursor=&pageSize=`, newest first, a keyset page at a time. Every role
 * change, settings change, status transition, deletion and resend, with who, when and what.
 * `actorEmail` is null for the system itself (a worker, the admin command).
 */
export const auditListQuery = cursorPaginationQuerySchema;

export const auditEntry = z.object({
  id: z.uuid(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
  /** The target by name ('Volkswagen Golf (AB12 CDE)', a garage's name, an e-mail) and the
   * admin page that shows it (null when none does, or it is gone). */
  target: z.object({ name: z.string(), link: z.string().nullable() }).nullable(),
});
export type AuditEntry = z.input<typeof auditEntry>;
export const auditListResponse = cursorPageOf(auditEntry);
