import { describe, expect, it } from "vitest";
import { isGarageUser, isRole, isStaff, isSuperAdmin, ROLES } from "./roles.ts";

describe("roles", () => {
  it("are customer, admin, super admin and a partner garage's user", () => {
    expect(ROLES).toEqual(["customer", "admin", "super_admin", "garage"]);
    expect(isRole("admin")).toBe(true);
    expect(isRole("garage")).toBe(true);
    expect(isRole("mechanic")).toBe(false);
  });

  it("count a garage's user as neither staff nor a customer", () => {
    expect(isGarageUser("garage")).toBe(true);
    expect(isStaff("garage")).toBe(false);
    expect(isGarageUser("customer")).toBe(false);
    expect(isGarageUser(null)).toBe(false);
  });

  it("count admins and super admins as staff", () => {
    expect(isStaff("admin")).toBe(true);
    expect(isStaff("super_admin")).toBe(true);
    expect(isStaff("customer")).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it("let only super admins through the super-admin check", () => {
    expect(isSuperAdmin("super_admin")).toBe(true);
    expect(isSuperAdmin("admin")).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });
});
