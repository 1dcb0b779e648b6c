import { z } from "zod";
import { BUDGET_RANGES, PARTS_PREFERENCES, TIMEFRAMES, TRAVEL_DISTANCES } from "../options.ts";
import { PRIORITIES } from "../priority.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { plainText } from "../schemas/text.ts";
import {
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  REQUEST_STATUSES,
  type RequestStatus,
  requestStatusLabel,
} from "../statuses.ts";
import type { RequestAction } from "../transitions.ts";
import { cursorPageOf, quoteBreakdown, timestamp } from "./common.ts";
import { paymentReceipt } from "./payments.ts";
import { requestPhoto } from "./photos.ts";
import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "./quote-requests.ts";

/**
 * The admin's quote requests (spec 001 §2 Admin Dashboard, Quote Processing Center, Deleted
 * Quote Requests; §4 admin transitions and list rules).
 *
 * `GET /api/admin/quote-requests?view=…&filter=…&page=…&pageSize=…` lists them:
 * - `active` (Admin Dashboard): neither completed nor deleted, newest first;
 * - `processing` (Quote Processing Center): neither completed nor deleted, newest first; with
 *   `completed=true` the completed ones too, with `order=oldest` oldest first (the spec's order),
 *   with `search=` only those whose registration, e-mail or id starts with the term;
 * - `deleted` (Deleted Quote Requests): deleted ones, most recently deleted first.
 * `filter` narrows any view: `pending` (Outstanding), `in_progress`, `high_priority`
 * (an emergency, or submitted more than 4 hours ago). Every row carries its quotes with their
 * garage, its rejection feedback and its derived priority.
 *
 * Transitions are `POST /api/admin/quote-requests/:id/{start-review,mark-complete,mark-quoted,
 * delete,restore}`; `DELETE /api/admin/quote-requests/:id` deletes a deleted request for good.
 */

/**
 * active: the dashboard (not completed or deleted), newest first; processing: Quote Processing
 * (not deleted; completed ones only when asked), newest first unless asked; all: the portal's Customer Management (not deleted), newest
 * first; deleted: the most recently deleted first.
 */
export const ADMIN_REQUEST_VIEWS = ["active", "processing", "all", "deleted"] as const;
export type AdminRequestView = (typeof ADMIN_REQUEST_VIEWS)[number];

/** The dashboard's filter cards; 'Active Requests' is no filter at all. */
export const ADMIN_REQUEST_FILTERS = ["pending", "in_progress", "high_priority"] as const;
export type AdminRequestFilter = (typeof ADMIN_REQUEST_FILTERS)[number];

const SEARCH_MAX_LENGTH = 100;

/** Quote Processing's orders: newest first unless asked (the spec's oldest first stays one). */
export const PROCESSING_ORDERS = ["newest", "oldest"] as const;
export type ProcessingOrder = (typeof PROCESSING_ORDERS)[number];

export const adminRequestListQuery = cursorPaginationQuerySchema.extend({
  view: z
    .enum(ADMIN_REQUEST_VIEWS, { error: "View must be active, processing, all or deleted" })
    .default("active"),
  filter: z
    .enum(ADMIN_REQUEST_FILTERS, { error: "Filter must be pending, in_progress or high_priority" })
    .optional(),
  /** Quote Processing only: its order. */
  order: z.enum(PROCESSING_ORDERS, { error: "Order must be newest or oldest" }).default("newest"),
  /** Quote Processing only: completed requests are listed only when this is `true`. */
  completed: z
    .enum(["true", "false"], { error: "Completed must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Quote Processing only: a registration, an e-mail or a request id, or the start of one. */
  search: plainText(SEARCH_MAX_LENGTH).optional(),
});

export const adminRequestParams = z.object({ id: z.uuid(QUOTE_REQUEST_NOT_FOUND_MESSAGE) });

/** A garage from the directory, as staff see it. */
export const adminGarage = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** Parts, labour and VAT of a quote, adding up to its price; null when not itemised. */
/** A quote with its garage, for staff (the garage is never hidden from them). */
export const adminQuote = z.object({
  id: z.uuid(),
  pricePence: z.number().int(),
  description: z.string(),
  estimatedDuration: z.string(),
  warrantyInfo: z.string().nullable(),
  breakdown: quoteBreakdown.nullable(),
  status: z.enum(QUOTE_STATUSES),
  rejectionReason: z.string().nullable(),
  /** Who entered it: staff, or the garage in its portal. */
  source: z.enum(QUOTE_SOURCES),
  createdAt: timestamp,
  garage: adminGarage,
});

/** A message about the request whose subject or text mentions reject or decline. */
export const rejectionFeedback = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  sentAt: timestamp,
});

export const adminQuoteRequest = z.object({
  id: z.uuid(),
  /** The customer's account (Customer Management erases it). */
  customerId: z.string(),
  customerEmail: z.string(),
  mobile: z.string(),
  phoneNumber: z.string().nullable(),
  postcode: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  services: z.array(z.string()).meta({ description: "The chosen services' ids" }),
  description: z.string(),
  damageType: z.string().nullable(),
  budgetRange: z.enum(BUDGET_RANGES),
  travelDistance: z.enum(TRAVEL_DISTANCES),
  timeframe: z.enum(TIMEFRAMES),
  availability: z.string().nullable(),
  partsPreference: z.enum(PARTS_PREFERENCES),
  status: z.enum(REQUEST_STATUSES),
  isEditable: z.boolean(),
  /** High after more than 4 hours or for an emergency; Medium after more than 2; else Low. */
  priority: z.enum(PRIORITIES),
  /** A quote was rejected or rejection feedback exists ('Has Rejections'). */
  hasRejections: z.boolean(),
  firstQuotedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Oldest first. */
  quotes: z.array(adminQuote),
  /** Newest first. */
  rejectionFeedback: z.array(rejectionFeedback),
  /** The edit form's photos, oldest first; each `url` serves its bytes to staff. */
  photos: z.array(requestPhoto),
  /** The receipts of the service fee's completed payments, oldest first (staff download any). */
  receipts: z.array(paymentReceipt),
});
export type AdminQuoteRequest = z.input<typeof adminQuoteRequest>;

export const adminRequestListResponse = cursorPageOf(adminQuoteRequest);

/**
 * `GET /api/admin/quote-requests/counts`: the Admin Dashboard's four filter cards in one
 * statement: the active requests, and how many of them each filter keeps.
 */
export const adminRequestCountsResponse = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  in_progress: z.number().int(),
  high_priority: z.number().int(),
  /** System Settings' maximum quote response time: a request waiting longer is overdue. */
  maxQuoteResponseHours: z.number().int(),
});

/** The status actions of the admin screens, as the transition table names them. */
export const ADMIN_REQUEST_ACTIONS = [
  "start-review",
  "mark-complete",
  "mark-quoted",
  "soft-delete",
  "restore",
] as const satisfies readonly RequestAction[];
export type AdminRequestAction = (typeof ADMIN_REQUEST_ACTIONS)[number];

/** The path segment of each action: `POST /api/admin/quote-requests/:id/<segment>`. */
export const ADMIN_REQUEST_ACTION_PATHS: Readonly<Record<AdminRequestAction, string>> = {
  "start-review": "start-review",
  "mark-complete": "mark-complete",
  "mark-quoted": "mark-quoted",
  "soft-delete": "delete",
  restore: "restore",
};

/** The 409 answer when the request's status does not allow the action. */
const TRANSITION_REFUSALS: Readonly<Record<AdminRequestAction, string>> = {
  "start-review": "Only an outstanding (pending) request can be put in review.",
  "mark-complete": "Only a request that is in progress, quoted or accepted can be marked complete.",
  "mark-quoted": "Only an outstanding (pending) request can be marked as quoted.",
  "soft-delete": "This request is already deleted.",
  restore: "Only a deleted request can be restored.",
};

export function adminTransitionRefusal(action: AdminRequestAction, status: RequestStatus): string {
  if (action === "soft-delete") return TRANSITION_REFUSALS[action];
  return `${TRANSITION_REFUSALS[action]} This request is ${requestStatusLabel(status, "admin")}.`;
}

export function permanentDeleteRefusal(status: RequestStatus): string {
  return `Only a deleted request can be permanently deleted. This request is ${requestStatusLabel(status, "admin")}.`;
}

export const adminTransitionResponse = z.object({
  id: z.uuid(),
  status: z.enum(REQUEST_STATUSES),
  completedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable(),
  updatedAt: timestamp,
});

/** What a permanent delete removed; the request's payments stay, with its id. */
export const permanentDeleteResponse = z.object({
  id: z.uuid(),
  removed: z.object({
    quotes: z.number().int(),
    messages: z.number().int(),
    replies: z.number().int(),
    photos: z.number().int(),
  }),
  paymentsKept: z.number().int(),
});
