import { z } from "zod";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { REQUEST_STATUSES } from "../statuses.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The Admin Portal, 'Production Operations Center' (spec 001 §2, §3 portal statistics, §9;
 * spec README item 7). Staff only.
 *
 * `GET /api/admin/portal/stats` answers the six cards, the Production Metrics and the two
 * 30-day charts in one round trip. `GET /api/admin/portal/list?kind=…&page=…&pageSize=…`
 * answers the detail list a card toggles.
 */

/** How many London days the charts cover, today included. */
export const PORTAL_CHART_DAYS = 30;
/** The window of the average response time, in days before now. */
export const RESPONSE_TIME_WINDOW_DAYS = 30;

/** One London day of the charts. */
export const portalDay = z.object({
  /** 'YYYY-MM-DD', Europe/London. */
  date: z.string(),
  /** Requests submitted that day (whatever their status since). */
  requests: z.number().int(),
  /** Completed payments completed that day, in pence. */
  revenuePence: z.number().int(),
});

export const portalStatsResponse = z.object({
  /** Accounts with the customer role. */
  totalCustomers: z.number().int(),
  /** Pending, quoted or in review, or with a rejection; never completed or deleted. */
  activeRequests: z.number().int(),
  /** Quotes whose status is rejected. */
  rejectedQuotes: z.number().int(),
  /** Requests completed today in Europe/London, by completion time. */
  completedToday: z.number().int(),
  /** The sum of completed payments, in pence. */
  revenuePence: z.number().int(),
  /** Mean minutes from creation to first quote, requests created in the last 30 days; null with none. */
  avgResponseMinutes: z.number().nullable(),
  /** Requests created in the last 30 days that have had a quote. */
  quotedRequests: z.number().int(),
  /** Of those, the requests with an accepted quote. */
  acceptedRequests: z.number().int(),
  /** `conversionRateOf(acceptedRequests, quotedRequests)`: 0 to 100 (decision 035). */
  conversionRate: z.number().int(),
  /** round(revenue / max(customers, 1)), in pence. */
  avgRevenuePerCustomerPence: z.number().int(),
  /** The last 30 London days, oldest first, today last. */
  perDay: z.array(portalDay),
  /** The instant the figures were computed for. */
  asOf: timestamp,
});
export type PortalStats = z.input<typeof portalStatsResponse>;

/**
 * The conversion rate (decision 035): of the requests that had at least one quote in the
 * period, the percentage with an accepted quote, rounded; 0 when none had a quote. A share of
 * its own base, so never above 100 (the spec's active requests ÷ customers could be 300 %).
 */
export function conversionRateOf(acceptedRequests: number, quotedRequests: number): number {
  if (quotedRequests <= 0) return 0;
  return Math.round((Math.min(acceptedRequests, quotedRequests) / quotedRequests) * 100);
}

/** The detail lists the first four cards toggle. */
export const PORTAL_LIST_KINDS = ["customers", "active", "completed", "rejected"] as const;
export type PortalListKind = (typeof PORTAL_LIST_KINDS)[number];

export const portalListQuery = cursorPaginationQuerySchema.extend({
  kind: z.enum(PORTAL_LIST_KINDS, {
    error: "Kind must be customers, active, completed or rejected",
  }),
});

/** All Customers: one customer account. */
export const portalCustomer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: timestamp,
  /** The customer's requests, deleted ones left out. */
  requestCount: z.number().int(),
});

/** A rejected quote as the portal lists it: price, garage name (and 'rejected'). */
export const portalRejectedQuote = z.object({
  id: z.uuid(),
  pricePence: z.number().int(),
  garageName: z.string(),
});

/** A request in the Active, Completed or Rejected Quotes list (spec 001 §2). */
export const portalRequest = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  services: z.array(z.string()).meta({ description: "The chosen services' ids" }),
  description: z.string(),
  /** The first (oldest) rejection feedback message, if any. */
  firstRejectionFeedback: z
    .object({ subject: z.string(), message: z.string(), sentAt: timestamp })
    .nullable(),
  /** Oldest first. */
  rejectedQuotes: z.array(portalRejectedQuote),
  status: z.enum(REQUEST_STATUSES),
  /** 'has_rejections' ('Has Rejections') for an open request with a rejection, else the status. */
  displayStatus: z.enum([...REQUEST_STATUSES, "has_rejections"]),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
});

export const portalListResponse = z.discriminatedUnion("kind", [
  cursorPageOf(portalCustomer).extend({ kind: z.literal("customers") }),
  cursorPageOf(portalRequest).extend({ kind: z.enum(["active", "completed", "rejected"]) }),
]);
export type PortalList = z.input<typeof portalListResponse>;
