import { EMERGENCY_SERVICE_ID, photoUrl } from "@automobi/domain";
import {
  adminGarage,
  adminQuote,
  adminQuoteRequest,
  rejectionFeedback,
  requestPhoto,
} from "@automobi/domain/schemas";
import { type SQL, sql } from "drizzle-orm";
import {
  jsonArray,
  jsonObject,
  jsonPlain,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
  quoteBreakdownJson,
  receiptJson,
} from "../../db/json-text.ts";
import { hasRejection, isRejectionFeedback } from "../../db/rejection-feedback.ts";
import {
  adminMessages,
  garages,
  payments,
  quoteRequests,
  quotes,
  requestPhotos,
} from "../../db/schema/index.ts";

// The admin lists' items written as JSON text by PostgreSQL (decision 026, as the customer's
// list writes its own): each request with its quotes and their garages, its rejection
// feedback, photos and receipts, and its priority, in the contract's order. Under tests the
// response serializer decodes each answer by the contract and encodes it again with zod, which
// must give the same text.

/** The request's quotes, oldest first, each with its garage (staff always see who quoted). */
const quotesJson = jsonArray(
  jsonObject(adminQuote.shape, {
    id: jsonPlain(quotes.id),
    pricePence: jsonScalar(quotes.pricePence),
    description: jsonString(quotes.description),
    estimatedDuration: jsonString(quotes.estimatedDuration),
    warrantyInfo: orNull(jsonString(quotes.warrantyInfo)),
    breakdown: quoteBreakdownJson,
    status: jsonPlain(quotes.status),
    rejectionReason: orNull(jsonString(quotes.rejectionReason)),
    source: jsonPlain(quotes.source),
    createdAt: jsonTime(quotes.createdAt),
    garage: jsonObject(adminGarage.shape, {
      id: jsonPlain(garages.id),
      name: jsonString(garages.name),
      address: jsonString(garages.address),
      phone: jsonString(garages.phone),
      email: jsonString(garages.email),
    }),
  }),
  // quotes_quote_request_id_created_at_idx, then the garage by its primary key
  sql`FROM ${quotes} JOIN ${garages} ON ${garages.id} = ${quotes.garageId}
    WHERE ${quotes.quoteRequestId} = ${quoteRequests.id}`,
  sql`${quotes.createdAt}, ${quotes.id}`,
);

/** The messages about the request that read as rejection feedback, newest first. */
const feedbackJson = jsonArray(
  jsonObject(rejectionFeedback.shape, {
    id: jsonPlain(adminMessages.id),
    subject: jsonString(adminMessages.subject),
    message: jsonString(adminMessages.message),
    sentAt: jsonTime(adminMessages.sentAt),
  }),
  sql`FROM ${adminMessages} WHERE ${adminMessages.quoteRequestId} = ${quoteRequests.id}
    AND ${isRejectionFeedback(adminMessages)}`,
  sql`${adminMessages.sentAt} DESC, ${adminMessages.id} DESC`,
);

/** Where staff read a photo's bytes: `photoUrl` with the id appended (a uuid, no escaping). */
const photoUrlPrefix = photoUrl("");
if (!/^[/a-z-]+$/.test(photoUrlPrefix)) throw new Error(`unexpected photo URL ${photoUrlPrefix}`);

/** The edit form's photos, oldest first, without their bytes. */
const photosJson = jsonArray(
  jsonObject(requestPhoto.shape, {
    id: jsonPlain(requestPhotos.id),
    contentType: jsonPlain(requestPhotos.contentType),
    sizeBytes: jsonScalar(requestPhotos.sizeBytes),
    createdAt: jsonTime(requestPhotos.createdAt),
    url: sql`${sql.raw(`'"${photoUrlPrefix}'`)} || ${requestPhotos.id} || '"'`,
  }),
  sql`FROM ${requestPhotos} WHERE ${requestPhotos.quoteRequestId} = ${quoteRequests.id}`,
  sql`${requestPhotos.createdAt}, ${requestPhotos.id}`,
);

/** The receipts of the service fee's completed payments, oldest first. */
const receiptsJson = jsonArray(
  receiptJson(payments),
  // payments_quote_request_id_idx
  sql`FROM ${payments} WHERE ${payments.quoteRequestId} = ${quoteRequests.id}
    AND ${payments.status} = 'completed' AND ${payments.receiptNumber} IS NOT NULL`,
  sql`${payments.completedAt}, ${payments.id}`,
);

/**
 * `priorityOf` in SQL, against the cutoffs of the same moment: High when created before the
 * high cutoff (more than 4 hours ago) or an emergency, Medium before the medium one (more than
 * 2 hours), else Low.
 */
function prioritySql(cutoffs: { high: SQL; medium: SQL }): SQL {
  const r = quoteRequests;
  return sql`(CASE WHEN ${r.createdAt} < ${cutoffs.high} OR ${EMERGENCY_SERVICE_ID} = ANY(${r.services})
    THEN '"High"' WHEN ${r.createdAt} < ${cutoffs.medium} THEN '"Medium"' ELSE '"Low"' END)`;
}

/**
 * One admin list item of `quote_requests` (the statement's own table, unaliased) as JSON text.
 * Its priority is worked out against the cutoffs given (a moment's 4 and 2 hours ago); it has
 * rejections when a quote of it was rejected or rejection feedback about it exists (the count
 * the database keeps on the row, migration 0013).
 */
export function adminItemJson(cutoffs: { high: SQL; medium: SQL }): SQL<string> {
  const r = quoteRequests;
  return sql<string>`${jsonObject(adminQuoteRequest.shape, {
    id: jsonPlain(r.id),
    customerId: jsonString(r.userId),
    customerEmail: jsonString(r.customerEmail),
    mobile: jsonString(r.mobile),
    phoneNumber: orNull(jsonString(r.phoneNumber)),
    postcode: jsonString(r.postcode),
    vehicleMake: jsonString(r.vehicleMake),
    vehicleModel: jsonString(r.vehicleModel),
    vehicleRegistration: jsonString(r.vehicleRegistration),
    services: jsonString(r.services),
    description: jsonString(r.description),
    damageType: orNull(jsonString(r.damageType)),
    budgetRange: jsonPlain(r.budgetRange),
    travelDistance: jsonPlain(r.travelDistance),
    timeframe: jsonPlain(r.timeframe),
    availability: orNull(jsonString(r.availability)),
    partsPreference: jsonPlain(r.partsPreference),
    status: jsonPlain(r.status),
    isEditable: jsonScalar(r.isEditable),
    priority: prioritySql(cutoffs),
    // the count kept on the request's row, as the portal's Rejected list reads it: no look at
    // its quotes or messages row by row (a hashed look at every rejected quote, at 10 k)
    hasRejections: jsonScalar(hasRejection(r.rejectionSignals)),
    firstQuotedAt: orNull(jsonTime(r.firstQuotedAt)),
    completedAt: orNull(jsonTime(r.completedAt)),
    deletedAt: orNull(jsonTime(r.deletedAt)),
    createdAt: jsonTime(r.createdAt),
    updatedAt: jsonTime(r.updatedAt),
    quotes: quotesJson,
    rejectionFeedback: feedbackJson,
    photos: photosJson,
    receipts: receiptsJson,
  })}`;
}
