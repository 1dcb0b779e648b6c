import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("GET /api/health", () => {
  it("says ok and names the engine after a real query", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: engine });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 when the database does not answer, while /api/live still answers", async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: engine });
    const live = await ctx.app.inject({ method: "GET", url: "/api/live" });
    expect(live.json()).toEqual({ status: "ok" });
  });
});
