import type { BadgeTone, Role } from "@automobi/domain";

export const STAFF_TOASTS = {
  loadFailed: "Failed to load staff accounts",
  promoteFailed: "Failed to promote the account",
  demoteFailed: "Failed to demote the account",
  promoted: (email: string) => `${email} is now an admin`,
  demoted: (email: string) => `${email} is no longer staff`,
} as const;

export const ROLE_LABELS: Record<Role, string> = {
  customer: "Customer",
  admin: "Admin",
  super_admin: "Super admin",
  garage: "Garage",
};

export const ROLE_TONES: Record<Role, BadgeTone> = {
  customer: "neutral",
  admin: "info",
  super_admin: "warning",
  garage: "neutral",
};
