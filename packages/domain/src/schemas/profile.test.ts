import { describe, expect, it } from "vitest";
import { fieldErrors } from "../errors.ts";
import { splitFullName } from "../profile.ts";
import { profileUpdateSchema } from "./profile.ts";

describe("splitFullName", () => {
  it("splits on the first space", () => {
    expect(splitFullName("Jane Smith")).toEqual({ firstName: "Jane", lastName: "Smith" });
    expect(splitFullName("Mary Jane Watson")).toEqual({
      firstName: "Mary",
      lastName: "Jane Watson",
    });
    expect(splitFullName("  Jane   Smith ")).toEqual({ firstName: "Jane", lastName: "Smith" });
  });

  it("stores empty parts as null", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: null });
    expect(splitFullName("   ")).toEqual({ firstName: null, lastName: null });
    expect(splitFullName(null)).toEqual({ firstName: null, lastName: null });
  });
});

describe("profileUpdateSchema", () => {
  it("normalises what is given and turns blanks into null", () => {
    expect(
      profileUpdateSchema.parse({
        fullName: "Jane Smith",
        phone: "07700 900123",
        postcode: "ec1a1bb",
        address: "  ",
        newPassword: "",
      }),
    ).toEqual({
      firstName: "Jane",
      lastName: "Smith",
      email: undefined,
      phone: "07700900123",
      postcode: "EC1A 1BB",
      address: null,
      newPassword: null,
      currentPassword: null,
    });
  });

  it("leaves out fields that were not sent", () => {
    const update = profileUpdateSchema.parse({ phone: "" });
    expect(update.phone).toBeNull();
    expect(update.postcode).toBeUndefined();
    expect("firstName" in update).toBe(false);
  });

  it("rejects a bad phone, postcode or weak new password with the spec's messages", () => {
    const result = profileUpdateSchema.safeParse({
      phone: "123",
      postcode: "XYZ",
      newPassword: "weak",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error as never)).toEqual({
      phone: "Please enter a valid UK phone number",
      postcode: "Please enter a valid UK postcode",
      newPassword: "Password does not meet security requirements",
    });
  });

  it("keeps a new password that meets the policy as typed", () => {
    expect(profileUpdateSchema.parse({ newPassword: "Abcdef1!" }).newPassword).toBe("Abcdef1!");
  });

  it("validates and lower-cases a changed email but never clears it", () => {
    expect(profileUpdateSchema.parse({ email: "New@Example.com" }).email).toBe("new@example.com");
    expect(profileUpdateSchema.parse({ email: "" }).email).toBeUndefined();
    expect(profileUpdateSchema.safeParse({ email: "nope" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("sanitises the address", () => {
    expect(
      profileUpdateSchema.parse({ address: '1 High St<iframe src="x"></iframe>' }).address,
    ).toBe("1 High St");
  });
});

describe("the full name in Settings and on /profile", () => {
  it("can be changed but never cleared", () => {
    for (const fullName of ["", "   ", null]) {
      const result = profileUpdateSchema.safeParse({ fullName });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter your full name");
    }
    expect(profileUpdateSchema.parse({ fullName: "Jane Smith" })).toMatchObject({
      firstName: "Jane",
      lastName: "Smith",
    });
    expect(profileUpdateSchema.parse({})).not.toHaveProperty("firstName");
  });
});
