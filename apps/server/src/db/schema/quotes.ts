import { SERVICE_RADIUS_MILES } from "@automobi/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, place, placeChecks, timestamps, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import { QUOTE_SOURCES, QUOTE_STATUSES } from "./values.ts";

/** The garage directory; a garage is found again by its (lower-case) e-mail. */
export const garages = pgTable(
  "garages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().unique(),
    contactPerson: text("contact_person"),
    /** Service ids the garage is known for. */
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    /** Required for a new garage; a garage added before postcodes were asked for has none. */
    postcode: text("postcode"),
    ...place(),
    /**
     * Set while staff have suspended the garage (issue 30): its users cannot sign in, and it
     * sends no quotes.
     */
    suspendedAt: timestamptz("suspended_at"),
    /** How far the garage takes work from, in whole miles. */
    serviceRadiusMiles: integer("service_radius_miles")
      .notNull()
      .default(SERVICE_RADIUS_MILES.default),
    /**
     * The garage's visible reviews, kept as reviews are written, changed and hidden (issue 31),
     * so that a list shows the average without reading the reviews.
     */
    reviewCount: integer("review_count").notNull().default(0),
    reviewStarsTotal: integer("review_stars_total").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check("garages_email_check", sql`${t.email} = lower(${t.email})`),
    check(
      "garages_review_totals_check",
      sql`${t.reviewCount} >= 0 AND ${t.reviewStarsTotal} BETWEEN ${t.reviewCount} AND 5 * ${t.reviewCount}`,
    ),
    check(
      "garages_service_radius_miles_check",
      sql`${t.serviceRadiusMiles} BETWEEN ${sql.raw(String(SERVICE_RADIUS_MILES.min))} AND ${sql.raw(String(SERVICE_RADIUS_MILES.max))}`,
    ),
    ...placeChecks("garages", t),
    // the directory by name, the id breaking ties (keyset pages)
    index("garages_name_id_idx").on(t.name, t.id),
    // garages near a point: a box on latitude, narrowed by longitude, then by the distance; the
    // id too, so that a ring's nearest are found from the index alone (decision 053)
    index("garages_latitude_longitude_idx").on(t.latitude, t.longitude, t.id),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    // a garage with quotes stays in the directory
    garageId: uuid("garage_id")
      .notNull()
      .references(() => garages.id, { onDelete: "restrict" }),
    pricePence: integer("price_pence").notNull(),
    description: text("description").notNull(),
    /** Free text, e.g. "2-3 hours". */
    estimatedDuration: text("estimated_duration").notNull(),
    warrantyInfo: text("warranty_info"),
    /** An optional itemised breakdown: all three or none, adding up to the price. */
    partsPence: integer("parts_pence"),
    labourPence: integer("labour_pence"),
    vatPence: integer("vat_pence"),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    /** When the customer accepted or rejected it. */
    decidedAt: timestamptz("decided_at"),
    /** Who entered it: staff in Quote Processing, or one of the garage's users in its portal. */
    source: text("source", { enum: QUOTE_SOURCES }).notNull().default("staff"),
    /** The account that entered it; null for a quote entered before this was kept. */
    enteredBy: text("entered_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("quotes_quote_request_id_created_at_idx").on(t.quoteRequestId, t.createdAt),
    // rejected quotes: the portal's count (from the index alone) and its "has a rejection"
    index("quotes_rejected_quote_request_id_idx")
      .on(t.quoteRequestId)
      .where(sql`status = 'rejected'`),
    index("quotes_garage_id_idx").on(t.garageId),
    // at most one accepted quote per request
    uniqueIndex("quotes_one_accepted_per_request_idx")
      .on(t.quoteRequestId)
      .where(sql`status = 'accepted'`),
    check("quotes_status_check", oneOf(t.status, QUOTE_STATUSES)),
    check("quotes_source_check", oneOf(t.source, QUOTE_SOURCES)),
    check("quotes_price_pence_check", sql`${t.pricePence} >= 0`),
    check(
      "quotes_breakdown_check",
      sql`(${t.partsPence} IS NULL AND ${t.labourPence} IS NULL AND ${t.vatPence} IS NULL) OR (${t.partsPence} >= 0 AND ${t.labourPence} >= 0 AND ${t.vatPence} >= 0 AND ${t.partsPence} + ${t.labourPence} + ${t.vatPence} = ${t.pricePence})`,
    ),
    check("quotes_decided_at_check", sql`${t.status} = 'pending' OR ${t.decidedAt} IS NOT NULL`),
  ],
);
