import { describe, expect, it } from "vitest";
import {
  displayUkPhone,
  isUkMobile,
  isUkPhone,
  normaliseUkMobile,
  normaliseUkPhone,
} from "./phone.ts";

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
    expect(normaliseUkPhone("+44 7700 900123")).toBe("07700900123");
    expect(normaliseUkPhone("12345")).toBeNull();
  });
});

describe("UK mobile numbers", () => {
  it("accept a mobile however it is written", () => {
    for (const written of [
      "07700 900123",
      "07700900123",
      "(07700) 900-123",
      "+44 7700 900123",
      "+447700900123",
      "+44 (0)7700 900123",
      "0044 7700 900123",
      "07624 123456",
      "07911.123.456",
    ]) {
      expect(isUkMobile(written), written).toBe(true);
    }
  });

  it("reject landlines, non-mobile 07 ranges and other shapes", () => {
    for (const written of [
      "020 7946 0958",
      "0113 496 0123",
      "+44 20 7946 0958",
      "07000 123456",
      "07600 123456",
      "0770 090 012",
      "077009001234",
      "+1 202 555 0143",
      "7700 900123",
      "07700 9OO123",
      "",
    ]) {
      expect(isUkMobile(written), written).toBe(false);
    }
  });

  it("normalise every way of writing one mobile to the same national number", () => {
    expect(normaliseUkMobile("(07700) 900-123")).toBe("07700900123");
    expect(normaliseUkMobile("+44 7700 900123")).toBe("07700900123");
    expect(normaliseUkMobile(" +44 (0)7700 900 123 ")).toBe("07700900123");
    expect(normaliseUkMobile("020 7946 0958")).toBeNull();
  });
});

describe("UK numbers as people read them", () => {
  it("store one form and show a mobile as '07700 900123' however it was typed", () => {
    for (const typed of ["07700900123", "+447700900123", "07700 900123", "+44 7700 900 123"]) {
      expect(normaliseUkPhone(typed)).toBe("07700900123");
      expect(displayUkPhone(typed)).toBe("07700 900123");
    }
  });

  it("space landlines as their areas are written, and leave anything else as given", () => {
    expect(displayUkPhone("02079460958")).toBe("020 7946 0958");
    expect(displayUkPhone("+441134960000")).toBe("0113 496 0000");
    expect(displayUkPhone("01632960123")).toBe("01632 960123");
    expect(displayUkPhone("0800 123 4567")).toBe("0800 123 4567");
    expect(displayUkPhone("+44 (0)7700 900123")).toBe("07700 900123");
    expect(displayUkPhone("not a number")).toBe("not a number");
  });
});
