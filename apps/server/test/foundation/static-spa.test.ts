import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const dist = mkdtempSync(join(tmpdir(), "automobi-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  "<!doctype html><title>Automobi</title><div id=root></div>",
);
writeFileSync(join(dist, "assets", "index-Abc123.js"), "console.log('app')");

const ctx = useTestApp({ webDistDir: dist });

describe("serving the web app", () => {
  it("caches hashed assets for a year", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/index-Abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends hashed assets only the security headers a script obeys; pages get them all", async () => {
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/index-Abc123.js" });
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy"]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await ctx.app.inject({ method: "GET", url: "/dashboard" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers client routes with index.html that is never cached", async () => {
    for (const url of [
      "/",
      "/dashboard",
      "/about/",
      "/quote-request?service=annual-inspection",
      "/sitemap",
      "/admin",
      "/admin/portal",
      "/admin/message/3f2a9c1e-0000-4000-8000-000000000001",
      "/admin/emails",
      "/admin/garages",
      "/admin/audit",
      "/admin/staff",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers an unknown page with the app (which shows Page Not Found) and status 404", async () => {
    for (const url of ["/no-such-page", "/no/such/page?x=1", "/admin/nothing", "/about/team"]) {
      for (const method of ["GET", "HEAD"] as const) {
        const res = await ctx.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.headers["cache-control"]).toBe("no-cache");
        if (method === "GET") expect(res.body).toContain("<div id=root>");
      }
    }
  });

  it("answers /favicon.ico with the app's icon, not a 404, for pages that name no icon", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("<svg");
  });

  it("keeps an unknown API path a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("does not answer a missing asset with the page", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
  });

  it("sends security headers with a Content-Security-Policy the SPA runs under", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
