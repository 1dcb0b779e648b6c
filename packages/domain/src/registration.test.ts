import { describe, expect, it } from "vitest";
import {
  displayRegistration,
  isUkRegistration,
  normaliseRegistration,
  registrationFormat,
  yearFromCurrentRegistration,
} from "./registration.ts";

describe("normaliseRegistration", () => {
  it("upper-cases and removes spaces and hyphens", () => {
    expect(normaliseRegistration(" ab12 cde ")).toBe("AB12CDE");
    expect(normaliseRegistration("a-123-bcd")).toBe("A123BCD");
  });
});

describe("registrationFormat", () => {
  it("recognises a current plate", () => {
    expect(registrationFormat("ab12 cde")).toBe("current");
    expect(registrationFormat("LV74 XYZ")).toBe("current");
  });

  it("recognises a prefix plate, including a Q plate", () => {
    expect(registrationFormat("A123 BCD")).toBe("prefix");
    expect(registrationFormat("P7 ABC")).toBe("prefix");
    expect(registrationFormat("Q123 ABC")).toBe("prefix");
  });

  it("recognises a suffix plate", () => {
    expect(registrationFormat("ABC 123D")).toBe("suffix");
    expect(registrationFormat("XYZ 9T")).toBe("suffix");
  });

  it("recognises dateless and Northern Ireland plates", () => {
    expect(registrationFormat("1 ABC")).toBe("dateless");
    expect(registrationFormat("A 1")).toBe("dateless");
    expect(registrationFormat("ABZ 1234")).toBe("dateless");
    expect(registrationFormat("9999 AB")).toBe("dateless");
  });

  it("rejects text that is no UK plate", () => {
    for (const text of [
      "HELLO",
      "",
      "12345678",
      "AB12 CDEF",
      "ABCD 1234",
      "I123 ABC",
      "ABC 123Q",
    ]) {
      expect(registrationFormat(text), text).toBeNull();
      expect(isUkRegistration(text), text).toBe(false);
    }
  });
});

describe("yearFromCurrentRegistration", () => {
  it("reads March identifiers as the year itself", () => {
    expect(yearFromCurrentRegistration("AB02 CDE")).toBe(2002);
    expect(yearFromCurrentRegistration("AB12CDE")).toBe(2012);
    expect(yearFromCurrentRegistration("AB24 CDE")).toBe(2024);
  });

  it("reads September identifiers as the year plus 50", () => {
    expect(yearFromCurrentRegistration("AB51 CDE")).toBe(2001);
    expect(yearFromCurrentRegistration("AB52 CDE")).toBe(2002);
    expect(yearFromCurrentRegistration("AB74 CDE")).toBe(2024);
  });

  it("gives null for identifiers never issued and other formats", () => {
    expect(yearFromCurrentRegistration("AB01 CDE")).toBeNull();
    expect(yearFromCurrentRegistration("AB00 CDE")).toBeNull();
    expect(yearFromCurrentRegistration("A123 BCD")).toBeNull();
  });
});

describe("displayRegistration", () => {
  it.each([
    ["LK19XRT", "LK19 XRT"],
    ["lk19 xrt", "LK19 XRT"],
    ["A123BCD", "A123 BCD"],
    ["ABC123D", "ABC 123D"],
    ["ABZ1234", "ABZ 1234"],
    ["1ABC", "1 ABC"],
    ["NOT A PLATE 123", "NOT A PLATE 123"],
  ])("writes %s as %s", (stored, shown) => {
    expect(displayRegistration(stored)).toBe(shown);
  });
});
