import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const lines: string[] = [];
const ctx = useTestApp({
  env: { LOG_LEVEL: "info" },
  logStream: { write: (line) => void lines.push(line) },
});

const linesOf = (requestId: string) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === requestId);

describe("request logs", () => {
  it("log each request once, answered, with its id, method, path, status and duration", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/live?token=secret-in-the-query&page=2",
      headers: { cookie: "better-auth.session_token=not-for-the-log" },
    });
    expect(res.statusCode).toBe(200);
    const logged = linesOf(String(res.headers["x-request-id"]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      method: "GET",
      url: "/api/live?token=[redacted]&page=2",
      statusCode: 200,
      ms: expect.any(Number),
    });
    const text = lines.join("");
    expect(text).not.toContain("secret-in-the-query");
    expect(text).not.toContain("not-for-the-log");
  });

  it("log a refused request with its status, and a reset link without its token", async () => {
    const refused = await ctx.app.inject({ method: "GET", url: "/api/profile" });
    expect(refused.statusCode).toBe(401);
    expect(linesOf(String(refused.headers["x-request-id"]))).toMatchObject([
      { msg: "request completed", url: "/api/profile", statusCode: 401 },
    ]);
    const link = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/reset-password/one-time-token-123?callbackURL=/reset-password",
    });
    const [entry] = linesOf(String(link.headers["x-request-id"]));
    expect(entry.url).toBe("/api/auth/reset-password/[redacted]?callbackURL=[redacted]");
    expect(lines.join("")).not.toContain("one-time-token-123");
  });
});
