import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import { type CurrentSession, requireRole } from "../../auth/guards.ts";

/** Every /api/admin handler starts with this: 401 signed out, 403 for the wrong role. */
export type StaffGuard = (
  request: FastifyRequest,
  level: "staff" | "super_admin",
) => Promise<CurrentSession>;

/** Route option for staff routes: the role is checked before the request is validated. */
export const staffFirst = (guard: StaffGuard, level: "staff" | "super_admin") => {
  return async (request: FastifyRequest) => {
    await guard(request, level);
  };
};

export const staffGuard =
  (auth: Auth): StaffGuard =>
  (request, level) =>
    requireRole(auth, request, level);
