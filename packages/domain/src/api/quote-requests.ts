import { z } from "zod";
import { BUDGET_RANGES, PARTS_PREFERENCES, TIMEFRAMES, TRAVEL_DISTANCES } from "../options.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { quoteRequestBodySchema, quoteRequestEditSchema } from "../schemas/quote-request.ts";
import { QUOTE_STATUSES, REQUEST_STATUSES } from "../statuses.ts";
import { cursorPageOf, quoteBreakdown, timestamp } from "./common.ts";

/** A request that does not exist, or is not the caller's to see (customers and staff alike). */
export const QUOTE_REQUEST_NOT_FOUND_MESSAGE = "Quote request not found";

export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 8 to 100 characters";

export const quoteRequestCreateRequest = quoteRequestBodySchema;

/** Loose: the other headers (the session cookie among them) must not be stripped. */
export const quoteRequestCreateHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .min(8, IDEMPOTENCY_KEY_MESSAGE)
    .max(100, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

/** A request as its customer sees it; who owns it and its idempotency key stay on the server. */
export const customerQuoteRequest = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  vehicleRegistration: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleId: z.uuid().nullable(),
  services: z.array(z.string()).meta({ description: "The chosen services' ids" }),
  description: z.string(),
  damageType: z.string().nullable(),
  budgetRange: z.enum(BUDGET_RANGES),
  partsPreference: z.enum(PARTS_PREFERENCES),
  postcode: z.string(),
  mobile: z.string(),
  phoneNumber: z.string().nullable(),
  travelDistance: z.enum(TRAVEL_DISTANCES),
  timeframe: z.enum(TIMEFRAMES),
  availability: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  isEditable: z.boolean(),
  firstQuotedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A garage's quote on a customer's request; the garage stays hidden until the fee is paid. */
export const customerQuote = z.object({
  id: z.uuid(),
  pricePence: z.number().int(),
  /** Parts, labour and VAT when the garage itemised the price; null for a total only. */
  breakdown: quoteBreakdown.nullable(),
  /**
   * About how far the garage is from the request's postcode, in miles to one decimal (between
   * postcode centroids); null when either is not located. The garage itself stays hidden.
   */
  distanceMiles: z.number().nullable(),
  /**
   * The garage's verified reviews that count (not hidden): how many, and their stars in all
   * (`reviewSummaryText` shows the average). Shown before payment, without the garage's name.
   */
  reviews: z.object({ count: z.number().int(), starsTotal: z.number().int() }),
  description: z.string(),
  estimatedDuration: z.string().nullable(),
  warrantyInfo: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: timestamp,
});

export const quoteRequestListQuery = cursorPaginationQuerySchema.extend({
  view: z.enum(["active", "deleted"]).default("active"),
});
export const quoteRequestListItem = customerQuoteRequest.extend({
  quotes: z.array(customerQuote),
  /** The customer's service fee for this request is paid: the garage's details are theirs. */
  feePaid: z.boolean(),
});
export const quoteRequestListResponse = cursorPageOf(quoteRequestListItem);
export type CustomerQuoteRequest = z.input<typeof quoteRequestListItem>;
export type CustomerQuote = z.input<typeof customerQuote>;

/** `:id` of one of the customer's own requests; anyone else's is 404. */
export const quoteRequestParams = z.object({ id: z.uuid(QUOTE_REQUEST_NOT_FOUND_MESSAGE) });

/**
 * `PATCH /api/quote-requests/:id` (Manage tab, 'Quote Updated'): only while the request is
 * pending and editable, else 409 with the spec's locked text. Answers the request as listed.
 */
export const quoteRequestEditRequest = quoteRequestEditSchema;
export const quoteRequestEditResponse = quoteRequestListItem;

/**
 * `POST /api/quote-requests/:id/delete` ('Quote Moved to Deleted'): a pending, editable request
 * becomes deleted. Answers the request as the Deleted tab lists it.
 */
export const quoteRequestDeleteResponse = quoteRequestListItem;
