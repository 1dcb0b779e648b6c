import { randomUUID } from "node:crypto";
import { QUOTE_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { decide, quotedRequest, quoteRow, requestRow } from "./fixtures.ts";

const ctx = useTestApp();
const cookies: Record<"owner" | "stranger" | "admin" | "superAdmin", string> = {
  owner: "",
  stranger: "",
  admin: "",
  superAdmin: "",
};

beforeAll(async () => {
  cookies.owner = await signedInAs(ctx.app, ctx.db, "owner@example.com");
  cookies.stranger = await signedInAs(ctx.app, ctx.db, "stranger@example.com");
  cookies.admin = await signedInAs(ctx.app, ctx.db, "staff@example.com", "admin");
  cookies.superAdmin = await signedInAs(ctx.app, ctx.db, "boss@example.com", "super_admin");
});

/**
 * Who may decide on a quote: its request's customer alone. Staff are not the customer of a
 * request, so for them, as for any other account, the quote does not exist (404, never 403).
 */
describe.each(["accept", "reject"] as const)("POST /api/quotes/:id/%s access", (action) => {
  it("needs a session (401), even with a malformed id or body", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookies.owner);
    const res = await decide(ctx, undefined, quoteIds[0]!, action);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    expect((await decide(ctx, undefined, "not-a-uuid", action, {})).statusCode).toBe(401);
    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("pending");
  });

  it.each(["stranger", "admin", "superAdmin"] as const)(
    "answers 404 to %s and changes nothing",
    async (who) => {
      const { requestId, quoteIds } = await quotedRequest(ctx, cookies.owner);
      const res = await decide(ctx, cookies[who], quoteIds[0]!, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: "NOT_FOUND",
        message: QUOTE_NOT_FOUND_MESSAGE,
      });
      expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("pending");
      expect((await requestRow(ctx, requestId)).status).toBe("quoted");
    },
  );

  it("lets the owner decide (200)", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookies.owner);
    const res = await decide(ctx, cookies.owner, quoteIds[0]!, action);
    expect(res.statusCode).toBe(200);
    expect(res.json().quote.status).toBe(action === "accept" ? "accepted" : "rejected");
  });

  it("answers 404 for an unknown quote and 400 for a malformed id", async () => {
    const unknown = await decide(ctx, cookies.owner, randomUUID(), action);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(QUOTE_NOT_FOUND_MESSAGE);
    const malformed = await decide(ctx, cookies.owner, "not-a-uuid", action);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { id: QUOTE_NOT_FOUND_MESSAGE },
    });
  });

  it("refuses a session cookie without proof of our own page (403)", async () => {
    const { quoteIds } = await quotedRequest(ctx, cookies.owner);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/quotes/${quoteIds[0]}/${action}`,
      headers: { cookie: cookies.owner, origin: "https://evil.example" },
      payload: action === "reject" ? { reason: "x" } : {},
    });
    expect(res.statusCode).toBe(403);
    expect((await quoteRow(ctx, quoteIds[0]!)).status).toBe("pending");
  });
});
