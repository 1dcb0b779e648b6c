import { poundsToPence } from "@automobi/domain";
import { type AdminQuoteCreateBody, adminQuoteCreateRequest, typedQuotePrice } from "@/lib/schemas";

/** The Create New Quote form as typed: amounts in pounds, as staff write them. */
export interface QuoteFormValues {
  garageName: string;
  garagePhone: string;
  garageAddress: string;
  garagePostcode: string;
  garageEmail: string;
  price: string;
  description: string;
  estimatedDuration: string;
  warrantyInfo: string;
  parts: string;
  labour: string;
  breakdown: string;
}

/** The fields that show a message, in the form's order. */
export const QUOTE_FIELDS = [
  "garageName",
  "garagePhone",
  "garageAddress",
  "garagePostcode",
  "garageEmail",
  "price",
  "description",
  "estimatedDuration",
  "warrantyInfo",
  "breakdown",
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** The price typed in pounds goes to the API in pence, as every amount does (decision 050). */
export const QUOTE_FIELDS_SENT_AS = { price: "pricePence" } as const;

/** Pounds typed in a breakdown box to pence; -1 (refused by the schema) when not an amount. */
const pence = (pounds: string) => poundsToPence(pounds) ?? -1;

export type QuoteBody =
  | { body: AdminQuoteCreateBody }
  | { errors: ReadonlyArray<readonly [QuoteField, string]> };

/**
 * The body the form sends, or the message for each field that stops it, in the form's order.
 * The typed price becomes pence with the domain's rule; the rest is checked with the server's
 * own schema. Itemised, the price is the breakdown's total, worked out on both sides.
 */
export function quoteBodyOf(values: QuoteFormValues, itemised: boolean): QuoteBody {
  const price = itemised ? null : typedQuotePrice(values.price);
  const body: AdminQuoteCreateBody = {
    garageName: values.garageName,
    garagePhone: values.garagePhone,
    garageAddress: values.garageAddress,
    garagePostcode: values.garagePostcode.trim() || null,
    garageEmail: values.garageEmail,
    pricePence: price && "pence" in price ? price.pence : undefined,
    description: values.description,
    estimatedDuration: values.estimatedDuration,
    warrantyInfo: values.warrantyInfo || null,
    breakdown: itemised
      ? { partsPence: pence(values.parts), labourPence: pence(values.labour) }
      : null,
  };
  const checked = adminQuoteCreateRequest.safeParse(body);
  if (checked.success && !(price && "message" in price)) return { body };
  const messages = new Map<string, string>();
  if (price && "message" in price) messages.set("price", price.message);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const sent = issue.path[0];
    const field = sent === QUOTE_FIELDS_SENT_AS.price ? "price" : sent;
    if (typeof field === "string" && !messages.has(field)) messages.set(field, issue.message);
  }
  const errors = QUOTE_FIELDS.flatMap((field) => {
    const message = messages.get(field);
    return message === undefined ? [] : [[field, message] as const];
  });
  return { errors };
}
