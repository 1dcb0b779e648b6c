import { describe, expect, it } from "vitest";
import { fieldErrors } from "../errors.ts";
import { CURSOR_MESSAGE, decodeCursor, encodeCursor } from "../pagination.ts";
import {
  cursorPaginationQuerySchema,
  paginationQuerySchema,
  partSlotCursorPaginationQuerySchema,
  slotCursorPaginationQuerySchema,
  textCursorPaginationQuerySchema,
} from "./pagination.ts";

const problems = (query: Record<string, unknown>) => {
  const result = paginationQuerySchema.safeParse(query);
  return result.success ? {} : fieldErrors(result.error);
};

describe("paginationQuerySchema", () => {
  it("defaults to the first page of 20", () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([
    [{ page: "abc" }, { page: "Page must be a whole number" }],
    [{ page: ["1", "2"] }, { page: "Page must be a whole number" }],
    [{ page: "1.5" }, { page: "Page must be a whole number" }],
    [{ page: "0" }, { page: "Page must be 1 or more" }],
    [{ pageSize: "many" }, { pageSize: "Page size must be a whole number" }],
    [{ pageSize: "101" }, { pageSize: "Page size must be 100 or fewer" }],
  ])("answers %j with %j", (query, expected) => {
    expect(problems(query)).toEqual(expected);
  });
});

describe("list cursors", () => {
  const position = {
    at: "2026-11-20T09:00:00.123456Z",
    id: "0b9f4c1e-8d1a-4c59-9a39-2f1f7f2c1d10",
  };

  it("decodes what it encodes, URL-safe, for UUIDs and account ids", () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
    const account = { at: position.at, id: "Yq3kL0pWm1xZ8rT2vB7nC4dF6gH9jK5s" };
    expect(decodeCursor(encodeCursor(account))).toEqual(account);
  });

  it.each([
    ["not base64url", "a+b/c="],
    ["no separator", btoa("2026-11-20T09:00:00.123456Z")],
    ["a time without microseconds", btoa("2026-11-20T09:00:00.123Z|abc")],
    ["an impossible date", btoa("2026-13-45T09:00:00.123456Z|abc")],
    ["an id with SQL in it", btoa("2026-11-20T09:00:00.123456Z|1' or '1'='1")],
    ["too long", "A".repeat(121)],
  ])("refuses %s", (_, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it("answers a bad cursor with the list's message, and no cursor with the first page", () => {
    const bad = cursorPaginationQuerySchema.safeParse({ cursor: "zzz" });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ cursor: CURSOR_MESSAGE });
    expect(cursorPaginationQuerySchema.parse({})).toEqual({ pageSize: 20 });
  });
});

describe("list cursors of a list ordered by a text", () => {
  const id = "0b9f4c1e-8d1a-4c59-9a39-2f1f7f2c1d10";

  it.each(["Kwik Fit", "Smith | Sons Motors", "Müller's Autowerkstatt 🚗", "x".repeat(200)])(
    "decodes what it encodes, URL-safe: %s",
    (at) => {
      const cursor = encodeCursor({ at, id });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor, "text")).toEqual({ at, id });
      expect(textCursorPaginationQuerySchema.parse({ cursor })).toEqual({
        cursor: { at, id },
        pageSize: 20,
      });
    },
  );

  it("keeps a time cursor as it was, and each kind refuses the other's", () => {
    const at = "2026-11-20T09:00:00.123456Z";
    expect(encodeCursor({ at, id })).toBe(
      btoa(`${at}|${id}`).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, ""),
    );
    expect(decodeCursor(encodeCursor({ at: "Kwik Fit", id }))).toBeNull();
  });

  it.each([
    ["an empty text", encodeCursor({ at: "", id })],
    ["a text too long", encodeCursor({ at: "x".repeat(201), id })],
    ["a NUL", encodeCursor({ at: "a\0b", id })],
    ["no id", encodeCursor({ at: "Kwik Fit", id: "" })],
    ["bytes that are not UTF-8", btoa("\xff\xfe|abc").replaceAll("+", "-").replaceAll("/", "_")],
  ])("refuses %s", (_, cursor) => {
    expect(decodeCursor(cursor.replace(/=+$/, ""), "text")).toBeNull();
  });
});

describe("list cursors of a list of booked slots", () => {
  const id = "0b9f4c1e-8d1a-4c59-9a39-2f1f7f2c1d10";

  it("decodes what it encodes: a slot, or a slot in a part of the staff's list", () => {
    const slot = encodeCursor({ at: "2026-03-20T09", id });
    expect(slotCursorPaginationQuerySchema.parse({ cursor: slot })).toEqual({
      cursor: { at: "2026-03-20T09", id },
      pageSize: 20,
    });
    for (const at of ["upcoming 2026-03-20T17", "earlier 2024-02-29T09"]) {
      expect(decodeCursor(encodeCursor({ at, id }), "part-slot")).toEqual({ at, id });
    }
  });

  it("refuses each other list's cursors", () => {
    const time = encodeCursor({ at: "2026-11-20T09:00:00.123456Z", id });
    const slot = encodeCursor({ at: "2026-03-20T09", id });
    const partSlot = encodeCursor({ at: "upcoming 2026-03-20T09", id });
    expect(decodeCursor(time, "slot")).toBeNull();
    expect(decodeCursor(partSlot, "slot")).toBeNull();
    expect(decodeCursor(slot, "part-slot")).toBeNull();
    expect(decodeCursor(slot)).toBeNull();
    expect(decodeCursor(partSlot)).toBeNull();
  });

  it.each([
    ["an impossible date", "2026-02-30T09"],
    ["an impossible hour", "2026-03-20T24"],
    ["a slot with minutes", "2026-03-20T09:00"],
    ["a single-digit hour", "2026-03-20T9"],
  ])("refuses %s", (_, at) => {
    expect(decodeCursor(encodeCursor({ at, id }), "slot")).toBeNull();
    expect(decodeCursor(encodeCursor({ at: `upcoming ${at}`, id }), "part-slot")).toBeNull();
  });

  it("refuses a part the staff's list does not have, with the list's message", () => {
    const cursor = encodeCursor({ at: "later 2026-03-20T09", id });
    const bad = partSlotCursorPaginationQuerySchema.safeParse({ cursor });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ cursor: CURSOR_MESSAGE });
  });
});
