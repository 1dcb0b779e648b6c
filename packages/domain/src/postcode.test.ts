import { describe, expect, it } from "vitest";
import { isUkPostcode, normalisePostcode } from "./postcode.ts";

describe("UK postcodes", () => {
  it("normalise to upper case with one space before the inward code", () => {
    expect(normalisePostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(normalisePostcode(" ec1a 1bb ")).toBe("EC1A 1BB");
    expect(normalisePostcode("m1  1ae")).toBe("M1 1AE");
  });

  it("accept every outward format and GIR 0AA", () => {
    for (const code of [
      "M1 1AE",
      "B33 8TH",
      "CR2 6XH",
      "DN55 1PT",
      "W1A 0AX",
      "EC1A 1BB",
      "GIR 0AA",
    ]) {
      expect(isUkPostcode(code), code).toBe(true);
      expect(normalisePostcode(code.toLowerCase().replace(" ", "")), code).toBe(code);
    }
  });

  it("reject what is not a postcode", () => {
    for (const text of [
      "",
      "SW1A",
      "12345",
      "SW1A 1A",
      "SW1A 1AAA",
      "1SW 1AA",
      "AAA1 1AA",
      "SW1A 1CI",
    ]) {
      expect(isUkPostcode(text), text).toBe(false);
      expect(normalisePostcode(text), text).toBeNull();
    }
  });
});
