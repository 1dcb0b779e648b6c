import { z } from "zod";
import {
  NEARBY_MILES,
  NEARBY_MILES_MESSAGE,
  SERVICE_RADIUS_MESSAGE,
  SERVICE_RADIUS_MILES,
} from "../distance.ts";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email.ts";
import { INVALID_POSTCODE_MESSAGE } from "../field-messages.ts";
import { TRAVEL_DISTANCES } from "../options.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { ukPostcodeField } from "../schemas/fields.ts";
import {
  milesCursorPaginationQuerySchema,
  textCursorPaginationQuerySchema,
} from "../schemas/pagination.ts";
import { plainText, requiredText } from "../schemas/text.ts";
import { SERVICE_IDS } from "../services.ts";
import { REQUEST_STATUSES } from "../statuses.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The garage directory (spec README item 12): quote creation fills it, staff list and edit it.
 *
 * `GET /api/admin/garages?search=&cursor=&pageSize=`: by name, a keyset page at a time (the
 * cursor carries the name), with how many quotes each garage has given and how many were
 * accepted; `search` matches name, e-mail, phone, address or contact person. With `near` (a UK
 * postcode) the garages come nearest first, each with its distance from the postcode's centre,
 * those not located last. `PATCH /api/admin/garages/:id` edits any of name, address, phone,
 * e-mail, contact person, specialties, postcode and service radius; the e-mail stays unique
 * (compared lower-cased), and a garage with no postcode yet must be given one.
 */

export const GARAGE_NOT_FOUND_MESSAGE = "Garage not found";
export const GARAGE_EMAIL_TAKEN_MESSAGE = "A garage with this e-mail already exists";
export const GARAGE_MESSAGES = {
  name: "Please enter the garage name",
  address: "Please enter the garage address",
  phone: "Please enter the garage phone number",
  email: "Please enter the garage email",
  invalidEmail: "Please enter a valid email address",
  specialty: "Please choose services from the list",
  nothingToChange: "Please change at least one field",
  postcode: "Please enter the garage postcode",
  serviceRadius: SERVICE_RADIUS_MESSAGE,
} as const;

const GARAGE_PHONE_MAX_LENGTH = 30;

export const garageListQuery = textCursorPaginationQuerySchema.extend({
  search: plainText(TEXT_LIMITS.name).optional(),
  /** Nearest first from this postcode; blank means by name. */
  near: z
    .string()
    .trim()
    .optional()
    .transform((text) => text || undefined)
    .pipe(ukPostcodeField(INVALID_POSTCODE_MESSAGE).optional()),
});

/** Whole miles from 1 to 100. */
const serviceRadiusField = z
  .number({ error: GARAGE_MESSAGES.serviceRadius })
  .int(GARAGE_MESSAGES.serviceRadius)
  .min(SERVICE_RADIUS_MILES.min, GARAGE_MESSAGES.serviceRadius)
  .max(SERVICE_RADIUS_MILES.max, GARAGE_MESSAGES.serviceRadius);

export const garageParams = z.object({ id: z.uuid(GARAGE_NOT_FOUND_MESSAGE) });

export const garageEntry = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  contactPerson: z.string().nullable(),
  specialties: z.array(z.string()),
  /** Null for a garage added before postcodes were asked for. */
  postcode: z.string().nullable(),
  serviceRadiusMiles: z.number().int(),
  /** Miles to one decimal from the `near` postcode; null without one, or when either is not located. */
  distanceMiles: z.number().nullable(),
  quoteCount: z.number().int(),
  acceptedCount: z.number().int(),
  /** When staff suspended the garage (issue 30); null while it is not. */
  suspendedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type GarageEntry = z.input<typeof garageEntry>;
export const garageListResponse = cursorPageOf(garageEntry);

export const garageUpdateRequest = z
  .object({
    name: requiredText(TEXT_LIMITS.name, GARAGE_MESSAGES.name),
    address: requiredText(TEXT_LIMITS.address, GARAGE_MESSAGES.address),
    phone: requiredText(GARAGE_PHONE_MAX_LENGTH, GARAGE_MESSAGES.phone),
    email: z
      .string({ error: GARAGE_MESSAGES.email })
      .trim()
      .min(1, { error: GARAGE_MESSAGES.email, abort: true })
      .max(EMAIL_MAX_LENGTH, { error: GARAGE_MESSAGES.invalidEmail, abort: true })
      .regex(EMAIL_PATTERN, GARAGE_MESSAGES.invalidEmail)
      .toLowerCase(),
    /** Blank clears it. */
    contactPerson: plainText(TEXT_LIMITS.name).nullable(),
    specialties: z
      .array(z.enum(SERVICE_IDS, { error: GARAGE_MESSAGES.specialty }), {
        error: GARAGE_MESSAGES.specialty,
      })
      .max(SERVICE_IDS.length, GARAGE_MESSAGES.specialty)
      .transform((ids) => [...new Set(ids)]),
    postcode: ukPostcodeField(GARAGE_MESSAGES.postcode),
    serviceRadiusMiles: serviceRadiusField,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: GARAGE_MESSAGES.nothingToChange,
  });
export type GarageUpdateBody = z.input<typeof garageUpdateRequest>;

const withinMilesField = z.coerce
  .number({ error: NEARBY_MILES_MESSAGE })
  .int(NEARBY_MILES_MESSAGE)
  .min(NEARBY_MILES.min, NEARBY_MILES_MESSAGE)
  .max(NEARBY_MILES.max, NEARBY_MILES_MESSAGE)
  .optional();

/** A page nearest first: no total, which would count every row within the distance. */
function nearestPageOf<T extends z.ZodType, F extends z.ZodType>(item: T, from: F) {
  return z.object({
    items: z.array(item),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
    /** The miles the list reaches. */
    withinMiles: z.number().int(),
    from,
  });
}

/**
 * `GET /api/admin/quote-requests/:id/nearby-garages?withinMiles=&cursor=&pageSize=`: the
 * directory's garages within `withinMiles` of the request's postcode (by default as far as the
 * customer's travel distance reaches, 100 miles for "anywhere"), nearest first, each marked by
 * whether it is within the customer's travel distance. A request not located lists none.
 */
export const nearbyGaragesQuery = milesCursorPaginationQuerySchema.extend({
  withinMiles: withinMilesField,
});
/** What the quote form's garage finder needs of a garage: its details and its distance. */
export const garageChoice = garageEntry.pick({
  id: true,
  name: true,
  address: true,
  phone: true,
  email: true,
  postcode: true,
  serviceRadiusMiles: true,
  distanceMiles: true,
});
export type GarageChoice = z.input<typeof garageChoice>;

export const nearbyGarage = garageChoice.extend({
  distanceMiles: z.number(),
  /** Within the customer's travel distance (`withinTravelDistance`). */
  withinReach: z.boolean(),
});
export type NearbyGarage = z.input<typeof nearbyGarage>;
export const nearbyGaragesResponse = nearestPageOf(
  nearbyGarage,
  z.object({
    requestId: z.uuid(),
    /** The postcode district, e.g. "LS6". */
    outwardCode: z.string(),
    located: z.boolean(),
    travelDistance: z.enum(TRAVEL_DISTANCES),
  }),
);

/**
 * `GET /api/admin/garages/:id/nearby-requests?withinMiles=&cursor=&pageSize=`: the requests a
 * garage can still quote for (`OPEN_REQUEST_STATUSES`) within `withinMiles` of it (by default
 * its service radius), nearest first, each marked by whether its customer's travel distance
 * reaches the garage. A garage not located lists none.
 */
export const nearbyRequestsQuery = nearbyGaragesQuery;
export const nearbyRequest = z.object({
  id: z.uuid(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  services: z.array(z.string()).meta({ description: "The chosen services' ids" }),
  status: z.enum(REQUEST_STATUSES),
  travelDistance: z.enum(TRAVEL_DISTANCES),
  outwardCode: z.string(),
  distanceMiles: z.number(),
  /** The customer's travel distance reaches the garage (`withinTravelDistance`). */
  withinReach: z.boolean(),
  createdAt: timestamp,
});
export type NearbyRequest = z.input<typeof nearbyRequest>;
export const nearbyRequestsResponse = nearestPageOf(
  nearbyRequest,
  z.object({ garageId: z.uuid(), postcode: z.string().nullable(), located: z.boolean() }),
);
