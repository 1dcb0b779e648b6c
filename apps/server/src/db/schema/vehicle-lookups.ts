import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Registration lookups cached for 24 h, shared by every server process. */
export const vehicleLookupCache = pgTable(
  "vehicle_lookup_cache",
  {
    /** Normalised registration (upper case, no spaces). */
    registration: text("registration").primaryKey(),
    provider: text("provider").notNull(),
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("vehicle_lookup_cache_expires_at_idx").on(t.expiresAt)],
);
