import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { newestFirst, oneOf, place, placeChecks, timestamps, timestamptz } from "./columns.ts";
import { vehicles } from "./customers.ts";
import {
  BUDGET_RANGES,
  MAX_PHOTO_BYTES,
  OPEN_REQUEST_STATUSES,
  PARTS_PREFERENCES,
  PHOTO_CONTENT_TYPES,
  REQUEST_STATUSES,
  TIMEFRAMES,
  TRAVEL_DISTANCES,
} from "./values.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    customerEmail: text("customer_email").notNull(),
    vehicleRegistration: text("vehicle_registration").notNull(),
    vehicleMake: text("vehicle_make").notNull(),
    vehicleModel: text("vehicle_model").notNull(),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** The chosen services' ids, in the order the customer chose them. */
    services: text("services").array().notNull(),
    description: text("description").notNull(),
    damageType: text("damage_type"),
    budgetRange: text("budget_range", { enum: BUDGET_RANGES }).notNull(),
    partsPreference: text("parts_preference", { enum: PARTS_PREFERENCES })
      .notNull()
      .default("no-preference"),
    postcode: text("postcode").notNull(),
    /** Where the postcode lies; distances to garages are measured from it. */
    ...place(),
    mobile: text("mobile").notNull(),
    phoneNumber: text("phone_number"),
    travelDistance: text("travel_distance", { enum: TRAVEL_DISTANCES }).notNull(),
    timeframe: text("timeframe", { enum: TIMEFRAMES }).notNull(),
    availability: text("availability"),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    isEditable: boolean("is_editable").notNull().default(true),
    /** Client-chosen key so a retried submit does not create a second request. */
    idempotencyKey: text("idempotency_key"),
    /** When the first quote arrived: the average response time is computed from it. */
    firstQuotedAt: timestamptz("first_quoted_at"),
    /** When the request was completed: "Completed today" counts by it. */
    completedAt: timestamptz("completed_at"),
    deletedAt: timestamptz("deleted_at"),
    /**
     * The status a deleted request had, kept by a trigger (migration 0019) whoever deletes it:
     * Restore puts the request back in it. Null while not deleted.
     */
    statusBeforeDelete: text("status_before_delete", { enum: REQUEST_STATUSES }),
    /**
     * Rejected quotes plus rejection feedback messages of the request, kept by triggers
     * (migration 0013): the portal's Active count reads it. Never part of an answer.
     */
    rejectionSignals: integer("rejection_signals").notNull().default(0),
    /**
     * Accepted quotes of the request (at most one), kept by triggers on quotes (migration
     * 0043): the portal's conversion rate counts the requests with one per London day of
     * creation. Never part of an answer.
     */
    acceptedQuotes: integer("accepted_quotes").notNull().default(0),
    /**
     * Whether the request's owner has a completed payment of its service fee, kept by triggers
     * on payments and on a change of owner (migration 0015, decision 028): the customer's list
     * reads it instead of probing payments for every row.
     */
    feePaid: boolean("fee_paid").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique("quote_requests_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    // the customer's lists: newest first, the id breaking ties (keyset pagination)
    index("quote_requests_user_id_created_at_id_idx").on(t.userId, t.createdAt, t.id),
    // the customer's Deleted tab, read without stepping over their other requests
    index("quote_requests_user_id_deleted_idx")
      .on(t.userId, t.createdAt, t.id)
      .where(sql`status = 'deleted'`),
    index("quote_requests_status_created_at_idx").on(t.status, t.createdAt),
    index("quote_requests_status_updated_at_idx").on(t.status, newestFirst(t.updatedAt)),
    index("quote_requests_created_at_idx").on(t.createdAt),
    // the portal's response time at the edges of its window: responded requests only, read
    // from the index alone (features/admin-portal)
    index("quote_requests_responded_idx")
      .on(t.createdAt, t.firstQuotedAt)
      .where(sql`first_quoted_at IS NOT NULL`),
    // the admin lists (features/admin-requests): each view's filter and order, id breaking ties
    index("quote_requests_admin_active_idx")
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`status NOT IN ('completed', 'deleted')`),
    index("quote_requests_admin_processing_idx")
      .on(t.createdAt, t.id)
      .where(sql`status <> 'deleted'`),
    // the portal's Completed Requests, most recently completed first
    index("quote_requests_completed_idx").on(t.completedAt, t.id).where(sql`status = 'completed'`),
    // the portal's Rejected Quotes: the requests with a rejection, newest first
    index("quote_requests_portal_rejected_idx")
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`rejection_signals > 0 AND status <> 'deleted'`),
    index("quote_requests_admin_deleted_idx")
      .on(newestFirst(t.deletedAt), newestFirst(t.id))
      .where(sql`status = 'deleted'`),
    index("quote_requests_vehicle_id_idx").on(t.vehicleId),
    // Quote Processing's search: a registration or an e-mail by its start (LIKE 'AB12%')
    index("quote_requests_registration_idx").on(t.vehicleRegistration.op("text_pattern_ops")),
    index("quote_requests_customer_email_idx").using(
      "btree",
      sql`lower(${t.customerEmail}) text_pattern_ops`,
    ),
    check("quote_requests_status_check", oneOf(t.status, REQUEST_STATUSES)),
    check(
      "quote_requests_status_before_delete_check",
      oneOf(t.statusBeforeDelete, REQUEST_STATUSES),
    ),
    check("quote_requests_budget_range_check", oneOf(t.budgetRange, BUDGET_RANGES)),
    check("quote_requests_parts_preference_check", oneOf(t.partsPreference, PARTS_PREFERENCES)),
    check("quote_requests_travel_distance_check", oneOf(t.travelDistance, TRAVEL_DISTANCES)),
    check("quote_requests_timeframe_check", oneOf(t.timeframe, TIMEFRAMES)),
    check("quote_requests_services_check", sql`cardinality(${t.services}) > 0`),
    ...placeChecks("quote_requests", t),
    // open requests near a point (a garage's): a box on latitude, narrowed by longitude; only
    // the requests a garage can still quote for, so the closed ones never cost a read; the id
    // too, so that a ring's nearest are found from the index alone (decision 053)
    index("quote_requests_open_place_idx")
      .on(t.latitude, t.longitude, t.id)
      .where(oneOf(t.status, OPEN_REQUEST_STATUSES)),
    // the garage portal's nearby requests, newest first: each open request's age, place and
    // travel distance, so a page is read from the index alone (features/garage-portal)
    index("quote_requests_open_newest_idx")
      .on(newestFirst(t.createdAt), newestFirst(t.id), t.latitude, t.longitude, t.travelDistance)
      .where(oneOf(t.status, OPEN_REQUEST_STATUSES)),
    // what is still to be located after an upgrade (server/src/db/locate-places.ts)
    index("quote_requests_unlocated_idx").on(t.id).where(sql`located_by IS NULL`),
    // the timestamps the statistics rely on must be set with the status
    check(
      "quote_requests_completed_at_check",
      sql`${t.status} <> 'completed' OR ${t.completedAt} IS NOT NULL`,
    ),
    check(
      "quote_requests_deleted_at_check",
      sql`${t.status} <> 'deleted' OR ${t.deletedAt} IS NOT NULL`,
    ),
  ],
);

/** Photos attached in the edit form, shown to admins. */
export const requestPhotos = pgTable(
  "request_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: PHOTO_CONTENT_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    originalName: text("original_name"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("request_photos_quote_request_id_created_at_idx").on(t.quoteRequestId, t.createdAt),
    check("request_photos_content_type_check", oneOf(t.contentType, PHOTO_CONTENT_TYPES)),
    check(
      "request_photos_size_bytes_check",
      sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= ${sql.raw(String(MAX_PHOTO_BYTES))} AND ${t.sizeBytes} = octet_length(${t.data})`,
    ),
  ],
);

/**
 * How many requests each customer has in each status, kept by a trigger on quote_requests
 * (migration 0010) in the transaction of every insert, status change and delete. The stat
 * cards and the list totals read these few rows instead of counting a customer's requests,
 * which costs the same for 10 or 5,000 requests.
 */
export const customerRequestCounts = pgTable(
  "customer_request_counts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: REQUEST_STATUSES }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
