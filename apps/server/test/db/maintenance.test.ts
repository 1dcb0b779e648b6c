import { describe, expect, it } from "vitest";
import { pruneExpiredRows } from "../../src/db/maintenance.ts";
import {
  rateLimit,
  session,
  user,
  vehicleLookupCache,
  verification,
} from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

describe("pruning expired rows", () => {
  it("removes finished rate-limit windows, expired cache entries, tokens and sessions, and keeps live ones", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const hour = 60 * 60 * 1000;
    await ctx.db.insert(rateLimit).values([
      { id: "old", key: "sign-in:ip:1.1.1.1", count: 3, lastRequest: now.getTime() - 3 * hour },
      {
        id: "live",
        key: "sign-in:ip:2.2.2.2",
        count: 3,
        lastRequest: now.getTime() - 10 * 60 * 1000,
      },
    ]);
    await ctx.db.insert(vehicleLookupCache).values([
      {
        registration: "AB12CDE",
        provider: "offline",
        result: {},
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        registration: "BD19KLM",
        provider: "offline",
        result: {},
        expiresAt: new Date(now.getTime() + hour),
      },
    ]);
    await ctx.db.insert(verification).values([
      {
        id: "v1",
        identifier: "reset-password:a",
        value: "u",
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        id: "v2",
        identifier: "reset-password:b",
        value: "u",
        expiresAt: new Date(now.getTime() + hour),
      },
    ]);

    await ctx.db.insert(user).values({ id: "u1", name: "Ann", email: "ann@example.com" });
    await ctx.db.insert(session).values([
      { id: "s-old", token: "t-old", userId: "u1", expiresAt: new Date(now.getTime() - 1) },
      { id: "s-live", token: "t-live", userId: "u1", expiresAt: new Date(now.getTime() + hour) },
    ]);

    expect(await pruneExpiredRows(ctx.db, now)).toEqual({
      rateLimits: 1,
      lookups: 1,
      tokens: 1,
      sessions: 1,
    });
    expect((await ctx.db.select().from(session)).map((r) => r.id)).toEqual(["s-live"]);
    expect((await ctx.db.select().from(rateLimit)).map((r) => r.id)).toEqual(["live"]);
    expect((await ctx.db.select().from(vehicleLookupCache)).map((r) => r.registration)).toEqual([
      "BD19KLM",
    ]);
    expect((await ctx.db.select().from(verification)).map((r) => r.id)).toEqual(["v2"]);
  });
});
