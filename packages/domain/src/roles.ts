import { isOneOf } from "./one-of.ts";
/** Account roles, stored with the account (never derived from an e-mail list). */
export const ROLES = ["customer", "admin", "super_admin", "garage"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return isOneOf(ROLES, value);
}

/** Admins and super admins may use the /admin area. */
export function isStaff(role: string | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}

/** Only super admins may change System Settings. */
export function isSuperAdmin(role: string | null | undefined): boolean {
  return role === "super_admin";
}

/** A partner garage's user: the garage portal, and nothing of customers' or staff's. */
export function isGarageUser(role: string | null | undefined): boolean {
  return role === "garage";
}
