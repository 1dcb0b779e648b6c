import { z } from "zod";
import { ROLES } from "../roles.ts";
import { emailField } from "../schemas/fields.ts";
import { timestamp } from "./common.ts";

/**
 * Staff accounts (super admin, beyond the spec). `GET /api/admin/staff` lists admins and super
 * admins; `POST /api/admin/staff` {email} makes an existing, confirmed account an admin;
 * `POST /api/admin/staff/:id/demote` makes a staff account a customer again. Nobody demotes
 * themselves, and the last super admin stays. The role is read from the database on every
 * request, so the account's open sessions see the change on their next call.
 */
export const STAFF_MESSAGES = {
  emailRequired: "Please enter an email address",
  unknownAccount: "No account with this e-mail address",
  unconfirmed: "This account has not confirmed its e-mail address yet",
  alreadyStaff: "This account is already staff",
  /** A garage portal account stays its garage's: staff use an account of their own. */
  garageAccount: "This account belongs to a garage's portal and cannot be made staff",
  notFound: "Staff account not found",
  notStaff: "This account is not staff",
  demoteSelf: "You cannot demote yourself",
  lastSuperAdmin: "The last super admin cannot be demoted",
} as const;

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  createdAt: timestamp,
});
export type StaffMember = z.input<typeof staffMember>;
export const staffListResponse = z.object({ items: z.array(staffMember) });

export const staffPromoteRequest = z.object({ email: emailField(STAFF_MESSAGES.emailRequired) });
export type StaffPromoteBody = z.input<typeof staffPromoteRequest>;

export const staffParams = z.object({
  id: z.string().min(1, STAFF_MESSAGES.notFound).max(100, STAFF_MESSAGES.notFound),
});
export const staffChangeResponse = staffMember;
