import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../support/test-app.ts";

const logLines: string[] = [];
const ctx = useTestApp({
  env: { LOG_LEVEL: "error" },
  logStream: { write: (line) => void logLines.push(line) },
  extend(app) {
    app.post(
      "/api/test/echo",
      {
        config: { access: "public" },
        schema: {
          body: z.object({ name: z.string().min(1, "Name is required"), age: z.number() }),
        },
      },
      async (request) => request.body,
    );
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("secret internals: connection string postgres://user:pw@db");
    });
  },
});

describe("the API's error shape", () => {
  it("answers bad input with 400 and one message per field", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(typeof body.error.message).toBe("string");
    expect(body.error.fields.name).toBe("Name is required");
    expect(body.error.fields.age).toBeTypeOf("string");
  });

  it("strips unknown fields from a valid body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "Ann", age: 40, role: "admin" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: "Ann", age: 40 });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an unknown /api path with 404 JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await ctx.app.inject({ method, url: "/api/no-such-thing?x=1" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("answers an unexpected failure with 500, a generic message and the request id, never the stack", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe("INTERNAL");
    expect(body.error.message).toBe("An unexpected error occurred. Please try again.");
    expect(body.error.requestId).toBe(res.headers["x-request-id"]);
    expect(res.body).not.toContain("secret internals");
    expect(res.body).not.toContain("errors.test.ts");
    expect(body.error.stack).toBeUndefined();
  });

  it("logs an unexpected failure with its stack and the request id", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/boom" });
    const requestId = res.headers["x-request-id"];
    const entries = logLines.map(
      (line) => JSON.parse(line) as { reqId?: string; err?: { stack?: string } },
    );
    const logged = entries.find((entry) => entry.reqId === requestId && entry.err);
    expect(logged?.err?.stack).toContain("secret internals");
    expect(logged?.err?.stack).toContain("errors.test.ts");
  });
});
