import { customerQuote, quoteRequestListItem } from "@automobi/domain/schemas";
import { type SQL, sql } from "drizzle-orm";
import { milesFrom } from "../../db/distance.ts";
import {
  jsonMiles,
  jsonObject,
  jsonPlain,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
  quoteBreakdownJson,
} from "../../db/json-text.ts";
import { garages, quoteRequests, quotes } from "../../db/schema/index.ts";

/**
 * The customer's list items written as JSON text by PostgreSQL (decision 026), exactly as the
 * response encoder would write them from the rows: the contract's keys in the contract's order,
 * no spaces, strings escaped as `JSON.stringify` escapes them (PostgreSQL's `to_json` escapes
 * the same characters the same way), times as `Date#toISOString` writes them (UTC,
 * milliseconds, `Z`), integers and booleans as their text. The server then sends the text
 * without parsing rows into objects or serialising them again. Under tests the response
 * serializer decodes every such answer by the contract and encodes it again with zod, which
 * must give the same text (http/response-encoder.ts).
 */

/**
 * A request's quotes, newest first, as a JSON array (`[]` when it has none), each with how far
 * its garage is from the request's postcode (the garage itself stays hidden). A quote its garage
 * withdrew is no longer the customer's to see.
 */
const quotesJson = sql`'[' || coalesce((select string_agg(${jsonObject(customerQuote.shape, {
  id: jsonPlain(quotes.id),
  pricePence: jsonScalar(quotes.pricePence),
  breakdown: quoteBreakdownJson,
  distanceMiles: orNull(jsonMiles(milesFrom(quoteRequests, garages))),
  // kept on the garage's row (issue 31): no read of its reviews
  reviews: jsonObject(customerQuote.shape.reviews.shape, {
    count: jsonScalar(sql`coalesce(${garages.reviewCount}, 0)`),
    starsTotal: jsonScalar(sql`coalesce(${garages.reviewStarsTotal}, 0)`),
  }),
  description: jsonString(quotes.description),
  estimatedDuration: orNull(jsonString(quotes.estimatedDuration)),
  warrantyInfo: orNull(jsonString(quotes.warrantyInfo)),
  status: jsonPlain(quotes.status),
  createdAt: jsonTime(quotes.createdAt),
})}, ',' order by ${quotes.createdAt} desc, ${quotes.id} desc) from ${quotes} left join ${garages} on ${garages.id} = ${quotes.garageId} where ${quotes.quoteRequestId} = ${quoteRequests.id} and ${quotes.status} <> 'withdrawn'), '') || ']'`;

/**
 * One list item of `quote_requests` (the statement's own table, unaliased) as JSON text. Whether
 * its fee is paid is the row's kept `fee_paid` (migration 0015, decision 028): the request's
 * owner, who is the customer reading the list, has a completed payment for it.
 */
export function listItemJson(): SQL<string> {
  const r = quoteRequests;
  return sql<string>`${jsonObject(quoteRequestListItem.shape, {
    id: jsonPlain(r.id),
    customerEmail: jsonString(r.customerEmail),
    vehicleRegistration: jsonString(r.vehicleRegistration),
    vehicleMake: jsonString(r.vehicleMake),
    vehicleModel: jsonString(r.vehicleModel),
    vehicleId: orNull(jsonPlain(r.vehicleId)),
    services: jsonString(r.services),
    description: jsonString(r.description),
    damageType: orNull(jsonString(r.damageType)),
    budgetRange: jsonPlain(r.budgetRange),
    partsPreference: jsonPlain(r.partsPreference),
    postcode: jsonString(r.postcode),
    mobile: jsonString(r.mobile),
    phoneNumber: orNull(jsonString(r.phoneNumber)),
    travelDistance: jsonPlain(r.travelDistance),
    timeframe: jsonPlain(r.timeframe),
    availability: orNull(jsonString(r.availability)),
    status: jsonPlain(r.status),
    isEditable: jsonScalar(r.isEditable),
    firstQuotedAt: orNull(jsonTime(r.firstQuotedAt)),
    completedAt: orNull(jsonTime(r.completedAt)),
    deletedAt: orNull(jsonTime(r.deletedAt)),
    createdAt: jsonTime(r.createdAt),
    updatedAt: jsonTime(r.updatedAt),
    quotes: quotesJson,
    feePaid: jsonScalar(r.feePaid),
  })}`;
}
