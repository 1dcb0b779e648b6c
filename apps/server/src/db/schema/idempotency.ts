import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

/**
 * Remembered answers to retried writes (an `Idempotency-Key` header), per
 * customer and operation, so a double click or a network retry does the work once.
 * A quote request keeps its own key in quote_requests.idempotency_key.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The operation, e.g. "payment.create". */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** Hash of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.userId, t.scope, t.key] }),
    index("idempotency_keys_expires_at_idx").on(t.expiresAt),
  ],
);
