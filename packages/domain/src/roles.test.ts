import { describe, expect, it } from "vitest";
import { isRole, isStaff, isSuperAdmin, ROLES } from "./roles.ts";

describe("roles", () => {
  it("are customer, admin and super admin", () => {
    expect(ROLES).toEqual(["customer", "admin", "super_admin"]);
    expect(isRole("admin")).toBe(true);
    expect(isRole("garage")).toBe(false);
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
