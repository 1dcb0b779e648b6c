import { describe, expect, it } from "vitest";
import { isUkPhone, normaliseUkPhone } from "./phone.ts";

describe("UK phone numbers", () => {
  it("accept 0 or +44 followed by 9 or 10 digits, spaces ignored", () => {
    expect(isUkPhone("07700 900123")).toBe(true);
    expect(isUkPhone("+44 7700 900123")).toBe(true);
    expect(isUkPhone("020 7946 0958")).toBe(true);
    expect(isUkPhone("0169 77 1234")).toBe(true);
  });

  it("reject other shapes", () => {
    expect(isUkPhone("7700900123")).toBe(false);
    expect(isUkPhone("0770090")).toBe(false);
    expect(isUkPhone("077009001234")).toBe(false);
    expect(isUkPhone("+1 202 555 0143")).toBe(false);
    expect(isUkPhone("07700-900123")).toBe(false);
    expect(isUkPhone("")).toBe(false);
  });

  it("normalise by removing spaces, or give null when invalid", () => {
    expect(normaliseUkPhone(" 07700 900 123 ")).toBe("07700900123");
    expect(normaliseUkPhone("+44 7700 900123")).toBe("+447700900123");
    expect(normaliseUkPhone("12345")).toBeNull();
  });
});
