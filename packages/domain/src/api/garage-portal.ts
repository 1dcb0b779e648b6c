import { z } from "zod";
import { emailField } from "../schemas/fields.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { QUOTE_STATUSES } from "../statuses.ts";
import { ADMIN_QUOTE_MESSAGES, quoteBreakdownSchema, quoteWorkFields } from "./admin-quotes.ts";
import { timestamp } from "./common.ts";
import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "./quote-requests.ts";

/**
 * The garage portal's accounts (issue 30): staff invite a directory garage's people by e-mail;
 * the invitation's link opens a page where they choose a password and are signed in, as users
 * of that garage alone.
 *
 * `POST /api/admin/garages/:id/portal-invitations` (staff) sends an invitation, valid for
 * `GARAGE_INVITATION_DAYS` and good once, and withdraws any earlier one to the same address for
 * that garage. `GET /api/garage-invitations/:token` says whom a link invites (or that it is no
 * longer valid); `POST /api/garage-invitations/accept` takes the password and signs in.
 */
export const GARAGE_INVITATION_DAYS = 7;

export const GARAGE_PORTAL_MESSAGES = {
  email: "Please enter the e-mail address to invite",
  /** The address belongs to a customer or staff account, or to another garage's user. */
  addressTaken:
    "This e-mail address already has an account: invite another address, or ask its owner to use a different one",
  /** The address is already a user of this garage: it signs in at /garage. */
  alreadyMember: "This address can already sign in to this garage's portal",
  invited: "Invitation sent",
  invalidLink: "This invitation is invalid, used or has expired. Ask us for a new one.",
  /** A garage user on a customer's route. */
  customersOnly: "This is for customer accounts: garage accounts use the garage portal",
  /** Anyone but a garage user on the portal's routes. */
  garagesOnly: "The garage portal is for garage accounts",
  /** One live quote per garage and request (pending or accepted). */
  alreadyQuoted: "Your garage has already quoted for this request",
  jobNotFound: "Job not found",
  /** A suspended garage's user signing in, or anything its portal would do. */
  suspended: "This garage's portal account is suspended. Please contact us.",
  alreadySuspended: "This garage is already suspended",
  notSuspended: "This garage is not suspended",
  suspendedDone: "Garage suspended: its users are signed out and its pending quotes withdrawn",
  reinstated: "Garage reinstated: its users can sign in again",
  quoteNotFound: "Quote not found",
  notWithdrawable: "Only a quote still awaiting the customer's answer can be withdrawn",
  withdrawn: "Quote withdrawn",
  jobDone: "Job marked as done",
  quoted: "Quote sent",
} as const;

export const garageInvitationRequest = z.object({
  email: emailField(GARAGE_PORTAL_MESSAGES.email),
});

export const garageInvitationResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: timestamp,
  message: z.string(),
});

const invitationToken = z
  .string({ error: GARAGE_PORTAL_MESSAGES.invalidLink })
  .min(1, GARAGE_PORTAL_MESSAGES.invalidLink)
  .max(512, GARAGE_PORTAL_MESSAGES.invalidLink);

export const garageInvitationParams = z.object({ token: invitationToken });

/** Whom a valid link invites, for its page. */
export const garageInvitationView = z.object({
  garageName: z.string(),
  email: z.string(),
  expiresAt: timestamp,
});

export const acceptGarageInvitationRequest = z.object({
  token: invitationToken,
  /** Checked by the route against the one password policy, with the field's message. */
  password: z.string({ error: "Please fill in all fields" }),
});
/** Signed in as the garage's new user: the page goes on to `next`. */
export const acceptGarageInvitationResponse = z.object({
  status: z.literal(true),
  next: z.string(),
});

/**
 * The signed-in garage user's own garage, as the portal's header shows it. A garage user's
 * account is named after the garage it belongs to: the invitation asks only for a password.
 */
export const garagePortalSummary = z.object({
  garage: z.object({
    id: z.uuid(),
    name: z.string(),
    postcode: z.string().nullable(),
    serviceRadiusMiles: z.number().int(),
    located: z.boolean(),
  }),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type GaragePortalSummary = z.output<typeof garagePortalSummary>;

/**
 * `GET /api/garage/requests`: the requests a garage could quote for, newest first, a keyset page
 * at a time: open to quotes (`OPEN_REQUEST_STATUSES`), within the garage's service radius, and
 * near enough for the customer's travel distance. What the work is and roughly where, never who
 * asks: no name, e-mail, phone, full postcode or registration (the schema carries none).
 */
export const garageNearbyRequestsQuery = cursorPaginationQuerySchema;

export const garageNearbyRequest = z.object({
  id: z.uuid(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().int().nullable(),
  services: z.array(z.string()),
  description: z.string(),
  timeframe: z.string(),
  budgetRange: z.string(),
  /** The postcode district ("SW1A"), never the full postcode. */
  outwardCode: z.string(),
  /** Great-circle miles from the garage, to one decimal. */
  distanceMiles: z.number(),
  createdAt: timestamp,
  /** The garage has a live quote for it (pending or accepted): it cannot send another. */
  quoted: z.boolean(),
  /** The customer's photos, oldest first; each `url` serves the bytes to this garage's users. */
  photos: z.array(
    z.object({
      id: z.uuid(),
      url: z.string().meta({ description: "Where the bytes are served: /api/garage/photos/{id}" }),
    }),
  ),
});
export type GarageNearbyRequest = z.input<typeof garageNearbyRequest>;

export const garageNearbyRequestsResponse = z.object({
  items: z.array(garageNearbyRequest),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
  /** False when the garage has no located postcode: it has no nearby requests until it does. */
  located: z.boolean(),
  serviceRadiusMiles: z.number().int(),
});

/**
 * `POST /api/garage/requests/:id/quotes`: the garage's own quote for a request it can see in
 * its nearby list, itemised (parts and labour; VAT and the total are worked out at the stored
 * rate), with the same rules as a staff quote. It does what a staff quote does: the request
 * becomes quoted, and the customer gets the new-quote e-mail and a notification.
 */
export const garageQuoteParams = z.object({ id: z.uuid(QUOTE_REQUEST_NOT_FOUND_MESSAGE) });

export const garageQuoteRequest = z.object({
  /** Required: a garage's quote is always itemised. */
  breakdown: z.object(quoteBreakdownSchema.shape, { error: ADMIN_QUOTE_MESSAGES.price }),
  ...quoteWorkFields,
});
export type GarageQuoteBody = z.input<typeof garageQuoteRequest>;
export type GarageQuoteInput = z.output<typeof garageQuoteRequest>;

export const garageQuote = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  pricePence: z.number().int(),
  breakdown: z.object({
    partsPence: z.number().int(),
    labourPence: z.number().int(),
    vatPence: z.number().int(),
  }),
  description: z.string(),
  estimatedDuration: z.string(),
  warrantyInfo: z.string().nullable(),
  status: z.string(),
  createdAt: timestamp,
});
export const garageQuoteResponse = z.object({ quote: garageQuote, message: z.string() });

/**
 * `GET /api/garage/jobs`: the garage's quotes that a customer accepted and paid the service fee
 * for, most recently accepted first: the other half of what the fee unlocks, the customer's
 * name, phone and full postcode, and the appointment booked for the vehicle if there is one.
 * `POST /api/garage/jobs/:id/complete` marks a job done: its request is completed as staff's
 * Mark Complete does.
 */
export const garageJobsQuery = cursorPaginationQuerySchema;
export const garageJobParams = z.object({ id: z.uuid(GARAGE_PORTAL_MESSAGES.jobNotFound) });

export const garageJob = z.object({
  /** The accepted quote's id. */
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  pricePence: z.number().int(),
  description: z.string(),
  estimatedDuration: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().int().nullable(),
  vehicleRegistration: z.string(),
  services: z.array(z.string()),
  requestDescription: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), postcode: z.string() }),
  /** The next appointment booked for the vehicle, if any: a date and a start hour (UK). */
  appointment: z
    .object({ date: z.string(), hour: z.number().int(), service: z.string() })
    .nullable(),
  requestStatus: z.string(),
  completedAt: timestamp.nullable(),
  acceptedAt: timestamp,
});
export type GarageJob = z.input<typeof garageJob>;

export const garageJobsResponse = z.object({
  items: z.array(garageJob),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});

export const garageJobDoneResponse = z.object({
  id: z.uuid(),
  requestStatus: z.string(),
  completedAt: timestamp.nullable(),
  message: z.string(),
});

/**
 * `GET /api/garage/quotes`: the garage's own quotes, newest first: pending, accepted, rejected
 * (with the customer's reason) and withdrawn, whoever entered them. `POST
 * /api/garage/quotes/:id/withdraw` takes back one still pending.
 */
export const garageQuotesQuery = cursorPaginationQuerySchema;
export const garageQuoteIdParams = z.object({ id: z.uuid(GARAGE_PORTAL_MESSAGES.quoteNotFound) });

export const garageOwnQuote = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  /** The request's postcode district, never the full postcode. */
  outwardCode: z.string(),
  pricePence: z.number().int(),
  breakdown: z
    .object({
      partsPence: z.number().int(),
      labourPence: z.number().int(),
      vatPence: z.number().int(),
    })
    .nullable(),
  description: z.string(),
  estimatedDuration: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The customer's reason, when they rejected it. */
  rejectionReason: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});
export type GarageOwnQuote = z.input<typeof garageOwnQuote>;

export const garageQuotesResponse = z.object({
  items: z.array(garageOwnQuote),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});

export const garageQuoteWithdrawnResponse = z.object({
  id: z.uuid(),
  status: z.literal("withdrawn"),
  message: z.string(),
});

/**
 * `POST /api/admin/garages/:id/suspend` (staff): the garage's users are signed out everywhere
 * and cannot sign in, and its pending quotes are withdrawn with each customer told. `POST
 * /api/admin/garages/:id/reinstate` restores sign-in, not the withdrawn quotes.
 */
export const garageSuspensionResponse = z.object({
  id: z.uuid(),
  suspended: z.boolean(),
  /** Pending quotes withdrawn by the suspension (0 for a reinstatement). */
  withdrawnQuotes: z.number().int(),
  message: z.string(),
});

/**
 * `GET /api/garage/preferences` and `PATCH /api/garage/preferences`: the garage user's e-mail
 * of new nearby requests, at most one an hour, on until turned off.
 */
export const garagePreferencesView = z.object({ nearbyDigest: z.boolean() });
export const garagePreferencesUpdateRequest = z.object({
  nearbyDigest: z.boolean({ error: "Nearby request e-mails must be on (true) or off (false)" }),
});
export type GaragePreferencesUpdateBody = z.input<typeof garagePreferencesUpdateRequest>;
