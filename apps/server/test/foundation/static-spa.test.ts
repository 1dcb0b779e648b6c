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

  it("answers client routes with index.html that is never cached", async () => {
    for (const url of ["/", "/dashboard", "/admin/portal", "/no/such/page?x=1"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
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
