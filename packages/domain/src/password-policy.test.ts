import { describe, expect, it } from "vitest";
import { meetsPasswordPolicy, PASSWORD_RULES } from "./password-policy.ts";
import { newPasswordSchema } from "./schemas/password.ts";

describe("password policy", () => {
  it("lists the checklist rules in order", () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character",
    ]);
  });

  it("ticks off each rule separately", () => {
    const passed = (pw: string) => PASSWORD_RULES.filter((r) => r.test(pw)).map((r) => r.id);
    expect(passed("abc")).toEqual(["lowercase"]);
    expect(passed("ABCdef12")).toEqual(["length", "uppercase", "lowercase", "number"]);
    expect(passed("Abcdef1!")).toEqual(["length", "uppercase", "lowercase", "number", "special"]);
  });

  it("is met only when every rule holds", () => {
    expect(meetsPasswordPolicy("Abcdef1!")).toBe(true);
    expect(meetsPasswordPolicy("Abcde1!")).toBe(false);
    expect(meetsPasswordPolicy("abcdef1!")).toBe(false);
    expect(meetsPasswordPolicy("ABCDEF1!")).toBe(false);
    expect(meetsPasswordPolicy("Abcdefg!")).toBe(false);
    expect(meetsPasswordPolicy("Abcdefg1")).toBe(false);
    expect(meetsPasswordPolicy("Abcdefg1 ")).toBe(false);
  });

  it("fails the schema with the spec's message", () => {
    expect(newPasswordSchema.safeParse("Secret1!").success).toBe(true);
    expect(newPasswordSchema.safeParse("secret").error?.issues[0]?.message).toBe(
      "Password does not meet security requirements",
    );
  });

  it("keeps the password as typed, spaces included", () => {
    expect(newPasswordSchema.parse(" Secret1! ")).toBe(" Secret1! ");
  });
});
