import { randomUUID } from "node:crypto";
import { ADMIN_AUTH_MESSAGES } from "@automobi/domain";
import { MESSAGE_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, quotes } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  type Accounts,
  call,
  requestRow,
  storedMessage,
  storedQuote,
  storedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

interface Case {
  name: string;
  method: "GET" | "POST" | "DELETE";
  ok: number;
  /** Makes the rows the call needs; answers its path and body, and the request it touches. */
  setup(
    accounts: Accounts,
  ): Promise<{ url: string; payload?: Record<string, unknown>; requestId?: string }>;
}

const request = (status: Parameters<typeof storedRequest>[2] = {}) =>
  storedRequest(ctx, accounts.customerId, status);
const action = (
  name: string,
  status: "pending" | "in_progress" | "deleted",
  path: string,
): Case => ({
  name,
  method: "POST",
  ok: 200,
  setup: async () => {
    const requestId = await request({ status });
    return { url: `/api/admin/quote-requests/${requestId}/${path}`, payload: {}, requestId };
  },
});

const QUOTE = {
  garageName: "Brake Masters",
  garagePhone: "020 7946 0000",
  garageAddress: "1 High Street, London",
  garageEmail: "bookings@brake-masters.example",
  garagePostcode: "SW1A 2AA",
  pricePence: 12_000,
  description: "Front pads and discs",
  estimatedDuration: "2-3 hours",
};

const ADMIN_CASES: Case[] = [
  {
    name: "list",
    method: "GET",
    ok: 200,
    setup: async () => ({ url: "/api/admin/quote-requests" }),
  },
  {
    name: "filter counts",
    method: "GET",
    ok: 200,
    setup: async () => ({ url: "/api/admin/quote-requests/counts" }),
  },
  action("start review", "pending", "start-review"),
  action("mark complete", "in_progress", "mark-complete"),
  action("mark quoted", "pending", "mark-quoted"),
  action("soft delete", "pending", "delete"),
  action("restore", "deleted", "restore"),
  {
    name: "permanent delete",
    method: "DELETE",
    ok: 200,
    setup: async () => {
      const requestId = await request({ status: "deleted" });
      return { url: `/api/admin/quote-requests/${requestId}`, requestId };
    },
  },
  {
    name: "create quote",
    method: "POST",
    ok: 201,
    setup: async () => {
      const requestId = await request();
      return { url: `/api/admin/quote-requests/${requestId}/quotes`, payload: QUOTE, requestId };
    },
  },
  {
    name: "delete quote",
    method: "DELETE",
    ok: 200,
    setup: async () => {
      const requestId = await request({ status: "quoted" });
      return { url: `/api/admin/quotes/${await storedQuote(ctx, requestId)}`, requestId };
    },
  },
  {
    name: "message history",
    method: "GET",
    ok: 200,
    setup: async () => ({ url: `/api/admin/quote-requests/${await request()}/messages` }),
  },
  {
    name: "send message",
    method: "POST",
    ok: 201,
    setup: async () => {
      const requestId = await request();
      const payload = { subject: "About your Golf", message: "Could you send a photo?" };
      return { url: `/api/admin/quote-requests/${requestId}/messages`, payload, requestId };
    },
  },
  {
    name: "production status",
    method: "GET",
    ok: 200,
    setup: async () => ({ url: "/api/admin/production-status" }),
  },
];

/** What a refused call must leave alone: the request's status, its quotes, the audit log. */
async function snapshot(requestId: string | undefined) {
  if (!requestId) return null;
  const row = await requestRow(ctx, requestId);
  const quoteRows = await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId));
  return {
    status: row?.status,
    quotes: quoteRows.length,
    audit: (await ctx.db.select().from(auditLog)).length,
  };
}

describe.each(ADMIN_CASES)("admin route: $method $name", (c) => {
  it("answers 401 without a session and changes nothing", async () => {
    const { url, payload, requestId } = await c.setup(accounts);
    const before = await snapshot(requestId);
    const res = await call(ctx, accounts, "anonymous", c.method, url, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    expect(await snapshot(requestId)).toEqual(before);
  });

  it.each(["customer", "other"] as const)(
    "answers 403 to a customer (%s) and changes nothing",
    async (who) => {
      const { url, payload, requestId } = await c.setup(accounts);
      const before = await snapshot(requestId);
      const res = await call(ctx, accounts, who, c.method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: "FORBIDDEN",
        message: ADMIN_AUTH_MESSAGES.accessDenied,
      });
      expect(await snapshot(requestId)).toEqual(before);
    },
  );

  it.each(["admin", "superAdmin"] as const)("lets %s in", async (who) => {
    const { url, payload } = await c.setup(accounts);
    const res = await call(ctx, accounts, who, c.method, url, payload);
    expect(res.statusCode, res.body).toBe(c.ok);
  });
});

describe("admin routes on an unknown or malformed request id", () => {
  const paths = [
    "start-review",
    "mark-complete",
    "mark-quoted",
    "delete",
    "restore",
    "quotes",
    "messages",
  ];
  it.each(paths)(
    "POST …/:id/%s answers 404 for an unknown id and 400 for a malformed one",
    async (path) => {
      const body =
        path === "quotes"
          ? { ...QUOTE }
          : path === "messages"
            ? { subject: "s", message: "m" }
            : {};
      const unknown = await call(
        ctx,
        accounts,
        "admin",
        "POST",
        `/api/admin/quote-requests/${randomUUID()}/${path}`,
        body,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        code: "NOT_FOUND",
        message: "Quote request not found",
      });
      const malformed = await call(
        ctx,
        accounts,
        "admin",
        "POST",
        `/api/admin/quote-requests/nope/${path}`,
        body,
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields).toEqual({ id: "Quote request not found" });
    },
  );

  it("DELETE and GET answer 404 for unknown ids", async () => {
    const id = randomUUID();
    expect(
      (await call(ctx, accounts, "admin", "DELETE", `/api/admin/quote-requests/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, accounts, "admin", "DELETE", `/api/admin/quotes/${id}`)).json().error
        .message,
    ).toBe("Quote not found");
    expect(
      (await call(ctx, accounts, "admin", "GET", `/api/admin/quote-requests/${id}/messages`))
        .statusCode,
    ).toBe(404);
  });
});

describe("customer message routes", () => {
  async function adminMessageForCustomer() {
    const requestId = await request();
    return storedMessage(ctx, requestId, { subject: "About your Golf", message: "Any photos?" });
  }

  it("need a session (401)", async () => {
    const messageId = await adminMessageForCustomer();
    expect((await call(ctx, accounts, "anonymous", "GET", "/api/messages")).statusCode).toBe(401);
    const reply = await call(
      ctx,
      accounts,
      "anonymous",
      "POST",
      `/api/messages/${messageId}/replies`,
      { message: "Hi" },
    );
    expect(reply.statusCode).toBe(401);
  });

  it("show another customer, and staff, nothing of the customer's messages", async () => {
    const messageId = await adminMessageForCustomer();
    for (const who of ["other", "admin"] as const) {
      const list = await call(ctx, accounts, who, "GET", "/api/messages");
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((m: { id: string }) => m.id)).not.toContain(messageId);
      const reply = await call(ctx, accounts, who, "POST", `/api/messages/${messageId}/replies`, {
        message: "Hi",
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error.message).toBe(MESSAGE_NOT_FOUND_MESSAGE);
    }
  });

  it("let the customer read and reply", async () => {
    const messageId = await adminMessageForCustomer();
    const list = await call(ctx, accounts, "customer", "GET", "/api/messages");
    expect(list.json().items.map((m: { id: string }) => m.id)).toContain(messageId);
    const reply = await call(
      ctx,
      accounts,
      "customer",
      "POST",
      `/api/messages/${messageId}/replies`,
      { message: "Hi" },
    );
    expect(reply.statusCode).toBe(201);
  });
});
