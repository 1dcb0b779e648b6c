import { z } from "zod";
import { formatGBP, poundsToPence } from "../money.ts";
import { quoteTotalsOf, vatRateLabel } from "../quote-breakdown.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { emailField, optionalUkPostcodeField } from "../schemas/fields.ts";
import { plainText, requiredText } from "../schemas/text.ts";
import { REQUEST_STATUSES, type RequestStatus, requestStatusLabel } from "../statuses.ts";
import { adminQuote } from "./admin-requests.ts";
import { timestamp } from "./common.ts";
import { QUOTE_NOT_FOUND_MESSAGE } from "./quote-decisions.ts";

/**
 * Staff enter a garage's quote by hand (spec 001 §5 Admin quote form) and delete one.
 *
 * `POST /api/admin/quote-requests/:id/quotes` finds the garage by e-mail in the directory or
 * adds it, stores the quote as pending, moves the request to quoted where the transition table
 * allows, and tells the customer (e-mail and notification), all in one transaction.
 * `DELETE /api/admin/quotes/:id`: when it was the request's last quote, the request goes back to
 * pending.
 */

export const ADMIN_QUOTE_MESSAGES = {
  garageName: "Please enter the garage name",
  garagePhone: "Please enter the garage phone number",
  garageAddress: "Please enter the garage address",
  garageEmail: "Please enter the garage email",
  garagePostcode: "Please enter the garage postcode",
  price: "Please enter the price",
  priceFormat: "Please enter a price of £0.00 or more, with at most 2 decimal places",
  priceTooHigh: "Please enter a price of no more than £100,000.00",
  description: "Please enter the work description",
  estimatedDuration: "Please enter the estimated duration",
  breakdownPart: "Please enter parts, labour and VAT in pence, as whole numbers of 0 or more",
  breakdownTotal: "Parts, labour and VAT must add up to the price",
} as const;

/** A VAT amount sent with a breakdown that is not the rate's share of parts and labour. */
export function breakdownVatMessage(expectedPence: number, vatRatePercent: number): string {
  return `VAT must be ${vatRateLabel(vatRatePercent)} of parts and labour: ${formatGBP(expectedPence)}`;
}

export const MAX_QUOTE_PRICE_PENCE = 10_000_000;
const PHONE_MAX_LENGTH = 30;
const DURATION_MAX_LENGTH = 100;
const WARRANTY_MAX_LENGTH = 500;

/**
 * The Price box as staff type it ('120', '120.5', '£1,200.00') to pence, or the form's message
 * for it: the web converts before sending, so the API only ever sees whole pence.
 */
export function typedQuotePrice(typed: string): { pence: number } | { message: string } {
  if (typed.trim() === "") return { message: ADMIN_QUOTE_MESSAGES.price };
  const pence = poundsToPence(typed);
  if (pence === null) return { message: ADMIN_QUOTE_MESSAGES.priceFormat };
  if (pence > MAX_QUOTE_PRICE_PENCE) return { message: ADMIN_QUOTE_MESSAGES.priceTooHigh };
  return { pence };
}

/** The price in whole pence, refused with the form's own messages when it is not one. */
const priceInPence = z
  .number({ error: ADMIN_QUOTE_MESSAGES.priceFormat })
  .int(ADMIN_QUOTE_MESSAGES.priceFormat)
  .min(0, ADMIN_QUOTE_MESSAGES.priceFormat)
  .max(MAX_QUOTE_PRICE_PENCE, ADMIN_QUOTE_MESSAGES.priceTooHigh)
  .meta({ description: "Whole pence: 12050 for £120.50" });

const pencePart = z
  .number({ error: ADMIN_QUOTE_MESSAGES.breakdownPart })
  .int(ADMIN_QUOTE_MESSAGES.breakdownPart)
  .min(0, ADMIN_QUOTE_MESSAGES.breakdownPart)
  .max(MAX_QUOTE_PRICE_PENCE, ADMIN_QUOTE_MESSAGES.priceTooHigh);

/**
 * An itemised price: parts and labour; VAT and the total are worked out at the stored rate by
 * `priceOfQuote`, and a VAT sent with them must match.
 */
export const quoteBreakdownSchema = z.object({
  partsPence: pencePart,
  labourPence: pencePart,
  vatPence: pencePart.optional(),
});

/** The work a quote describes, the same rules whoever enters it (staff, or the garage). */
export const quoteWorkFields = {
  description: requiredText(TEXT_LIMITS.description, ADMIN_QUOTE_MESSAGES.description),
  estimatedDuration: requiredText(DURATION_MAX_LENGTH, ADMIN_QUOTE_MESSAGES.estimatedDuration),
  warrantyInfo: plainText(WARRANTY_MAX_LENGTH)
    .nullish()
    .transform((text) => text || null),
};

export const adminQuoteCreateRequest = z
  .object({
    garageName: requiredText(TEXT_LIMITS.name, ADMIN_QUOTE_MESSAGES.garageName),
    garagePhone: requiredText(PHONE_MAX_LENGTH, ADMIN_QUOTE_MESSAGES.garagePhone),
    garageAddress: requiredText(TEXT_LIMITS.address, ADMIN_QUOTE_MESSAGES.garageAddress),
    garageEmail: emailField(ADMIN_QUOTE_MESSAGES.garageEmail),
    /**
     * Required when the e-mail is new to the directory (checked when sent); for a directory
     * garage without one yet, it is stored with the quote.
     */
    garagePostcode: optionalUkPostcodeField.transform((postcode) => postcode ?? null),
    /** Required without a breakdown; with one, the total it gives (checked when sent). */
    pricePence: priceInPence.nullish(),
    ...quoteWorkFields,
    /**
     * Beyond the spec: an optional breakdown into parts and labour. VAT and the price are worked
     * out from them at the stored rate by `priceOfQuote`; a VAT or price sent with them must match.
     */
    breakdown: quoteBreakdownSchema.nullish().transform((parts) => parts ?? null),
    /**
     * Staff confirm a quote from a garage beyond the customer's travel distance: without it,
     * such a quote is answered 409 CONFIRMATION_REQUIRED with the question to ask.
     */
    confirmOutsideReach: z.boolean().optional(),
  })
  .refine((body) => body.pricePence != null || Boolean(body.breakdown), {
    path: ["pricePence"],
    message: ADMIN_QUOTE_MESSAGES.price,
    // Also beside the other fields' problems (a blank form names every field), unless the
    // price or the breakdown has a problem of its own already.
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === "pricePence" || issue.path?.[0] === "breakdown"),
  })
  .transform(({ breakdown, pricePence, ...body }) => ({
    ...body,
    pricePence: pricePence ?? null,
    breakdown,
  }));
export type AdminQuoteCreateBody = z.input<typeof adminQuoteCreateRequest>;
export type AdminQuoteCreateInput = z.output<typeof adminQuoteCreateRequest>;

/** A quote's price, and its breakdown with VAT when itemised. */
export interface QuotePrice {
  pricePence: number;
  breakdown: { partsPence: number; labourPence: number; vatPence: number } | null;
}

/**
 * The price of a quote as entered: the price itself, or the breakdown's total with VAT at the
 * stored rate. A VAT or price sent with a breakdown must match what the rate gives; when it does
 * not, the field and the message to show.
 */
export function priceOfQuote(
  input: Pick<AdminQuoteCreateInput, "pricePence" | "breakdown">,
  vatRatePercent: number,
): QuotePrice | { field: string; message: string } {
  const { breakdown, pricePence } = input;
  if (!breakdown) return { pricePence: pricePence ?? 0, breakdown: null };
  const totals = quoteTotalsOf(breakdown.partsPence, breakdown.labourPence, vatRatePercent);
  if (breakdown.vatPence !== undefined && breakdown.vatPence !== totals.vatPence) {
    return {
      field: "breakdown.vatPence",
      message: breakdownVatMessage(totals.vatPence, vatRatePercent),
    };
  }
  if (pricePence !== null && pricePence !== totals.totalPence) {
    return { field: "breakdown", message: ADMIN_QUOTE_MESSAGES.breakdownTotal };
  }
  const { totalPence, ...parts } = totals;
  return { pricePence: totalPence, breakdown: parts };
}

export const adminQuoteCreateResponse = z.object({
  quote: adminQuote,
  request: z.object({
    id: z.uuid(),
    status: z.enum(REQUEST_STATUSES),
    firstQuotedAt: timestamp.nullable(),
    updatedAt: timestamp,
  }),
  /** Whether the garage was new to the directory (else found by its e-mail). */
  garageCreated: z.boolean(),
});

export const adminQuoteParams = z.object({ id: z.uuid(QUOTE_NOT_FOUND_MESSAGE) });

export const adminQuoteDeleteResponse = z.object({
  id: z.uuid(),
  request: z.object({ id: z.uuid(), status: z.enum(REQUEST_STATUSES), updatedAt: timestamp }),
});

export const PAID_QUOTE_DELETE_REFUSAL =
  "A paid quote cannot be deleted: the customer has paid the service fee for it.";

export function quoteAddRefusal(status: RequestStatus): string {
  return `A quote cannot be added to a request that is ${requestStatusLabel(status, "admin")}.`;
}
