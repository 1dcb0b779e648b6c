import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

/** Staff and security actions; the actor's e-mail is kept after the account goes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Null for the system itself (a worker, the admin command). */
    actorEmail: text("actor_email"),
    /** Dotted verb, e.g. "quote_request.delete", "user.promote". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // the audit log, newest first, the id breaking ties (keyset pages)
    index("audit_log_created_at_id_idx").on(t.createdAt, t.id),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_actor_user_id_idx").on(t.actorUserId),
  ],
);
