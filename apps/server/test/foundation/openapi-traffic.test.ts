import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { OpenAPIBackend } from "openapi-backend";
import { beforeAll, describe, expect, it } from "vitest";
import { addQuoteAs, submittedRequest, useAccounts, type Who } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Call {
  method: Method;
  url: string;
  who?: Who;
  payload?: Record<string, unknown>;
  /** A form post (the test checkout's buttons): no JSON body. */
  form?: boolean;
  headers?: Record<string, string>;
  /** A request made wrong on purpose, to see the error answer: only the answer is checked. */
  invalid?: boolean;
}

/**
 * Real calls, each checked against the served OpenAPI document: the operation exists, the
 * request is one the document allows, the answer's status is listed, its media type is the
 * listed one and, for JSON, its body matches the listed schema. Every disagreement is kept.
 */
describe("the OpenAPI document agrees with the server", () => {
  let backend: OpenAPIBackend;
  const disagreements: string[] = [];

  beforeAll(async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    backend = new OpenAPIBackend({ definition: res.json(), quick: false, validate: true });
    await backend.init();
  });

  async function send(call: Call): Promise<LightMyRequestResponse> {
    const cookie = call.who && call.who !== "anonymous" ? accounts.cookies[call.who] : undefined;
    const headers: Record<string, string> = {
      origin: ctx.config.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(call.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...call.headers,
    };
    const res = await ctx.app.inject({
      method: call.method,
      url: call.url,
      remoteAddress: nextClientIp(),
      headers,
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
    check(call, headers, res);
    return res;
  }

  function check(call: Call, headers: Record<string, string>, res: LightMyRequestResponse) {
    const name = `${call.method} ${call.url} → ${res.statusCode}`;
    const [path = "", search = ""] = call.url.split("?");
    const request = {
      method: call.method,
      path,
      query: search,
      headers,
      ...(call.payload === undefined ? {} : { body: call.payload }),
    };
    const operation = backend.matchOperation(request);
    if (!operation) {
      disagreements.push(`${name}: no such operation in the document`);
      return;
    }
    const requestCheck = call.invalid
      ? { errors: [] }
      : backend.validateRequest(request, operation);
    for (const error of requestCheck.errors ?? []) {
      disagreements.push(`${name}: request ${error.instancePath} ${error.message}`);
    }
    const listed = operation.responses?.[String(res.statusCode)];
    if (!listed || "$ref" in listed) {
      disagreements.push(`${name}: status not listed`);
      return;
    }
    const mediaTypes = Object.keys(listed.content ?? {});
    const contentType = String(res.headers["content-type"] ?? "").split(";")[0] ?? "";
    if (mediaTypes.length === 0) {
      if (res.body !== "") disagreements.push(`${name}: a body where the document lists none`);
      return;
    }
    const matches = mediaTypes.some(
      (type) =>
        type === contentType || (type.endsWith("/*") && contentType.startsWith(type.slice(0, -1))),
    );
    if (!matches) {
      disagreements.push(
        `${name}: answered ${contentType}, document lists ${mediaTypes.join(", ")}`,
      );
      return;
    }
    if (contentType !== "application/json") return;
    const responseCheck = backend.validateResponse(res.json(), operation, res.statusCode);
    for (const error of responseCheck.errors ?? []) {
      disagreements.push(`${name}: response ${error.instancePath} ${error.message}`);
    }
  }

  it("answers a customer's and staff's whole journey as the document says", async () => {
    // Open pages and files.
    for (const url of [
      "/api/live",
      "/api/health",
      "/api/public-config",
      "/sitemap.xml",
      "/sitemap.xsl",
      "/robots.txt",
    ]) {
      expect((await send({ method: "GET", url })).statusCode).toBe(200);
    }
    await send({ method: "GET", url: "/api/auth/get-session" });
    await send({ method: "GET", url: "/api/auth/get-session", who: "customer" });

    // Error answers: 400, 401, 403, 404.
    expect((await send({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
    expect(
      (await send({ method: "GET", url: "/api/admin/quote-requests", who: "customer" })).statusCode,
    ).toBe(403);
    expect(
      (await send({ method: "GET", url: `/api/quote-requests/${randomUUID()}`, who: "customer" }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send({
          method: "POST",
          url: "/api/quote-requests",
          who: "customer",
          payload: quoteForm({ registration: "" }),
          invalid: true,
        })
      ).statusCode,
    ).toBe(400);

    // The customer's account and lists.
    for (const url of [
      "/api/profile",
      "/api/profile/preferences",
      "/api/quote-requests",
      "/api/notifications",
      "/api/rewards",
      "/api/dashboard/stats",
      "/api/appointments",
      "/api/vehicles",
      "/api/messages",
      "/api/payments/terms",
    ]) {
      expect((await send({ method: "GET", url, who: "customer" })).statusCode, url).toBe(200);
    }

    // A request, quoted by staff, accepted and paid through the test checkout.
    const requestId = await submittedRequest(ctx, accounts.cookies.customer);
    await send({ method: "GET", url: `/api/quote-requests/${requestId}`, who: "customer" });
    await send({ method: "GET", url: `/api/quote-requests/${requestId}/photos`, who: "customer" });
    await send({
      method: "POST",
      url: `/api/admin/quote-requests/${requestId}/start-review`,
      who: "admin",
    });
    const added = await addQuoteAs(ctx, accounts, requestId);
    expect(added.statusCode).toBe(201);
    await send({
      method: "POST",
      url: `/api/admin/quote-requests/${requestId}/quotes`,
      who: "admin",
      payload: {},
      invalid: true,
    });
    const detail = await send({
      method: "GET",
      url: `/api/quote-requests/${requestId}`,
      who: "customer",
    });
    const quoteId: string = detail.json().quotes[0].id;
    expect(
      (await send({ method: "POST", url: `/api/quotes/${quoteId}/accept`, who: "customer" }))
        .statusCode,
    ).toBe(200);
    const payment = await send({
      method: "POST",
      url: "/api/payments",
      who: "customer",
      payload: { quoteRequestId: requestId },
    });
    expect(payment.statusCode).toBe(200);
    const sessionId: string = payment.json().sessionId;
    expect((await send({ method: "GET", url: `/checkout/test/${sessionId}` })).statusCode).toBe(
      200,
    );
    expect(
      (await send({ method: "POST", url: `/checkout/test/${sessionId}/pay`, form: true }))
        .statusCode,
    ).toBe(303);
    await send({
      method: "POST",
      url: "/api/payments/verify",
      who: "customer",
      payload: { sessionId },
    });
    await send({ method: "GET", url: `/api/quote-requests/${requestId}/garage`, who: "customer" });
    await send({ method: "POST", url: "/api/notifications/read", who: "customer", payload: {} });

    // Staff and super-admin pages.
    for (const url of [
      "/api/admin/quote-requests",
      "/api/admin/quote-requests/counts",
      `/api/admin/quote-requests/${requestId}/messages`,
      "/api/admin/appointments",
      "/api/admin/outbox",
      "/api/admin/tickets",
      "/api/admin/customer-service/recent",
      "/api/admin/garages",
      "/api/admin/production-status",
      "/api/admin/metrics",
      "/api/admin/portal/stats",
    ]) {
      expect((await send({ method: "GET", url, who: "admin" })).statusCode, url).toBe(200);
    }
    for (const url of [
      "/api/admin/audit",
      "/api/admin/settings",
      "/api/admin/settings/changes",
      "/api/admin/staff",
    ]) {
      expect((await send({ method: "GET", url, who: "superAdmin" })).statusCode, url).toBe(200);
    }
    await send({ method: "GET", url: "/api/admin/audit", who: "admin" });
    // As the web app signs out: with an empty JSON body.
    await send({ method: "POST", url: "/api/auth/sign-out", who: "other", payload: {} });

    expect(disagreements).toEqual([]);
  });
});
