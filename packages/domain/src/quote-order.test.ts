import { describe, expect, it } from "vitest";
import { orderQuotes } from "./quote-order.ts";

const quote = (id: string, pricePence: number, distanceMiles: number | null, day: number) => ({
  id,
  pricePence,
  distanceMiles,
  createdAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
});

const QUOTES = [
  quote("far-cheap", 9_000, 18.4, 20),
  quote("near-dear", 25_000, 1.2, 22),
  quote("unknown", 12_000, null, 25),
  quote("mid", 15_000, 4.2, 21),
];
const ids = (list: { id: string }[]) => list.map((q) => q.id);

describe("ordering a request's quotes", () => {
  it("puts the newest first", () => {
    expect(ids(orderQuotes(QUOTES, "newest"))).toEqual([
      "unknown",
      "near-dear",
      "mid",
      "far-cheap",
    ]);
  });

  it("puts the cheapest first", () => {
    expect(ids(orderQuotes(QUOTES, "price"))).toEqual(["far-cheap", "unknown", "mid", "near-dear"]);
  });

  it("puts the nearest first, a garage of unknown distance last", () => {
    expect(ids(orderQuotes(QUOTES, "distance"))).toEqual([
      "near-dear",
      "mid",
      "far-cheap",
      "unknown",
    ]);
  });

  it("breaks a tie in distance by price, and leaves the list given as it was", () => {
    const tied = [quote("dear", 20_000, 3, 1), quote("cheap", 10_000, 3, 2)];
    expect(ids(orderQuotes(tied, "distance"))).toEqual(["cheap", "dear"]);
    expect(ids(tied)).toEqual(["dear", "cheap"]);
  });
});
