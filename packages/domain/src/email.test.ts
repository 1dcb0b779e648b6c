import { describe, expect, it } from "vitest";
import { isEmail, normaliseEmail } from "./email.ts";

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmail("jane@example.co.uk")).toBe(true);
    expect(isEmail("j.smith+cars@mail.example.com")).toBe(true);
  });

  it("rejects text that is not an address", () => {
    expect(isEmail("jane")).toBe(false);
    expect(isEmail("jane@example")).toBe(false);
    expect(isEmail("jane smith@example.com")).toBe(false);
    expect(isEmail("@example.com")).toBe(false);
    expect(isEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("normalises to trimmed lower case", () => {
    expect(normaliseEmail("  Jane@Example.COM ")).toBe("jane@example.com");
  });
});
