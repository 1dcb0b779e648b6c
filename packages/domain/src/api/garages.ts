import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { textCursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { plainText, requiredText } from "../schemas/text.ts";
import { SERVICE_IDS } from "../services.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The garage directory (spec README item 12): quote creation fills it, staff list and edit it.
 *
 * `GET /api/admin/garages?search=&cursor=&pageSize=`: by name, a keyset page at a time (the
 * cursor carries the name), with how many quotes each garage has given and how many were
 * accepted; `search` matches name, e-mail, phone, address or contact person. `PATCH /api/admin/garages/:id` edits any of name, address, phone, e-mail,
 * contact person and specialties; the e-mail stays unique (compared lower-cased).
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
} as const;

const GARAGE_PHONE_MAX_LENGTH = 30;

export const garageListQuery = textCursorPaginationQuerySchema.extend({
  search: plainText(TEXT_LIMITS.name).optional(),
});

export const garageParams = z.object({ id: z.uuid(GARAGE_NOT_FOUND_MESSAGE) });

export const garageEntry = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  contactPerson: z.string().nullable(),
  specialties: z.array(z.string()),
  quoteCount: z.number().int(),
  acceptedCount: z.number().int(),
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
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: GARAGE_MESSAGES.nothingToChange,
  });
export type GarageUpdateBody = z.input<typeof garageUpdateRequest>;
