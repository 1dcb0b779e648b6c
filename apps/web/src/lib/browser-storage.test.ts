import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetStoredData, STORAGE_PREFIX } from "./browser-storage";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("forgetStoredData", () => {
  it("removes every key the app wrote and leaves the others", () => {
    localStorage.setItem(`${STORAGE_PREFIX}quote-request-draft`, '{"values":{}}');
    localStorage.setItem(`${STORAGE_PREFIX}another`, "1");
    localStorage.setItem("someone-else", "kept");

    forgetStoredData();

    expect(localStorage.getItem(`${STORAGE_PREFIX}quote-request-draft`)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}another`)).toBeNull();
    expect(localStorage.getItem("someone-else")).toBe("kept");
    expect(localStorage.length).toBe(1);
  });

  it("does nothing, without throwing, when the storage is switched off", () => {
    localStorage.setItem(`${STORAGE_PREFIX}quote-request-draft`, "{}");
    // A browser with storage blocked throws on reaching window.localStorage.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });

    expect(() => forgetStoredData()).not.toThrow();
  });
});
