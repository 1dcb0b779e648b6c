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
