import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const WRITES = new Set(["POST", "PUT", "PATCH"]);

/** The routes of the API proper: not static files, not the reference's own pages. */
const apiRoutes = () =>
  ctx.app.routeCatalogue.filter(
    (route) =>
      route.url.startsWith("/api/") &&
      !route.url.startsWith("/api/docs") &&
      route.url !== "/api/openapi.json" &&
      route.method !== "HEAD",
  );

describe("the HTTP contract", () => {
  it("gives every route its access, and every API route response schemas and a body schema for writes", () => {
    expect(ctx.app.routeCatalogue.length).toBeGreaterThan(20);
    for (const route of ctx.app.routeCatalogue) {
      if (route.access === "static") expect(route.url.startsWith("/api/"), route.url).toBe(false);
    }
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const name = `${route.method} ${route.url}`;
      const statuses = Object.keys((route.schema?.response as object | undefined) ?? {});
      if (!statuses.some((status) => /^[23]\d\d$/.test(status))) missing.push(`${name}: success`);
      if (!statuses.includes("400") || !statuses.includes("500")) missing.push(`${name}: errors`);
      if (WRITES.has(route.method) && !route.schema?.body) missing.push(`${name}: body`);
    }
    expect(missing).toEqual([]);
  });

  it("serves a valid OpenAPI 3 document that lists every API route", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);

    const listed = apiRoutes().filter(
      (route) => !route.url.startsWith("/api/dev/") && !(route.schema as { hide?: boolean })?.hide,
    );
    for (const route of listed) {
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeTruthy();
    }
    expect(document.paths["/api/quote-requests"].post.responses["201"]).toBeTruthy();
  });

  it("names, summarises and secures every operation, from its route's contract", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const problems: string[] = [];
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        const { operationId, summary, security } = operation;
        if (typeof operationId !== "string") problems.push(`${name}: operationId`);
        else if (operationIds.has(operationId)) problems.push(`${name}: ${operationId} twice`);
        else operationIds.add(operationId);
        if (typeof summary !== "string" || summary === "") problems.push(`${name}: summary`);
        if (!Array.isArray(security)) problems.push(`${name}: security`);
      }
    }
    expect(problems).toEqual([]);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
    expect(document.paths["/api/profile"].get.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/live"].get.security).toEqual([]);
    expect(document.paths["/api/admin/audit"].get["x-access"]).toBe("super_admin");
  });

  it("lists a file's own media type, and no body where an action takes none", async () => {
    const { paths } = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const mediaTypes = (path: string) => Object.keys(paths[path].get.responses["200"].content);
    expect(mediaTypes("/sitemap.xml")).toEqual(["application/xml"]);
    expect(mediaTypes("/robots.txt")).toEqual(["text/plain"]);
    expect(mediaTypes("/checkout/test/{sessionId}")).toEqual(["text/html"]);
    expect(mediaTypes("/dev/mailbox")).toEqual(["text/html"]);
    expect(mediaTypes("/api/appointments/{id}/calendar")).toEqual(["text/calendar"]);
    expect(paths["/api/quotes/{id}/accept"].post.requestBody.required).toBe(false);
    expect(paths["/api/quotes/{id}/reject"].post.requestBody.required).toBe(true);
  });

  it("keeps internal columns off the wire: the schema, not the handler, drops them", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    const created =
      res.json().paths["/api/quote-requests"].post.responses["201"].content["application/json"]
        .schema;
    expect(Object.keys(created.properties)).not.toContain("userId");
    expect(Object.keys(created.properties)).not.toContain("idempotencyKey");
  });

  it("serves a readable reference at /api/docs outside production", async () => {
    let res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    for (let hops = 0; res.statusCode === 302 && hops < 3; hops++) {
      const next = new URL(res.headers.location as string, "http://localhost/api/docs/");
      res = await ctx.app.inject({ method: "GET", url: next.pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body.toLowerCase()).toContain("swagger");
    const json = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.json().paths["/api/profile"]).toBeTruthy();
  });
});
