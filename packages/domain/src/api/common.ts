import { z } from "zod";

/**
 * The HTTP contract: every route's request and response schemas, one file per resource. The
 * server validates requests and serialises answers with them (a response schema drops any
 * column it does not name); the web app takes its types from them. `z.input` of a response
 * schema is what travels on the wire, `z.output` what the server hands to it.
 */

/** A point in time: a Date on the server, an ISO 8601 string on the wire. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

/**
 * The error answers a route can give, always with 400 (a malformed or refused input reaches
 * every route) and 500. Spread into a route's response schemas next to its success answers.
 */
export function errorResponses<const S extends number>(...statuses: S[]) {
  const all = [...new Set([400, 500, ...statuses])] as (S | 400 | 500)[];
  return Object.fromEntries(all.map((status) => [status, apiErrorSchema])) as Record<
    S | 400 | 500,
    typeof apiErrorSchema
  >;
}

/** The body of an action that takes none (a JSON `{}` or nothing at all). */
export const emptyBody = z.object({}).nullish();

/** One page of a list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** What a response schema puts on the wire, for the web app's types. */
export type Wire<S extends z.ZodType> = z.input<S>;

/** One keyset page of a list: `nextCursor` asks for the next one, null on the last page. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageSize: z.number().int(),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  });
}

/** A quote's price itemised: parts, labour and the VAT on them, in pence; they add up to the price. */
export const quoteBreakdown = z.object({
  partsPence: z.number().int(),
  labourPence: z.number().int(),
  vatPence: z.number().int(),
});
