import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

// A build as scripts/prerender.mjs leaves it (docs/decisions/019).
const dist = mkdtempSync(join(tmpdir(), "automobi-dist-"));
mkdirSync(join(dist, "prerendered"));
const indexHtml = "<!doctype html><title>Automobi</title><div id=root></div>";
const loginHtml = "<!doctype html><title>Automobi</title><div id=root><h1>Sign In</h1></div>";
const homeHtml = "<!doctype html><title>Automobi</title><div id=root><h1>Home</h1></div>";
writeFileSync(join(dist, "index.html"), indexHtml);
writeFileSync(join(dist, "prerendered", "login.html"), loginHtml);
writeFileSync(join(dist, "prerendered", "login.html.br"), brotliCompressSync(loginHtml));
writeFileSync(join(dist, "prerendered", "home.html"), homeHtml);

const ctx = useTestApp({ webDistDir: dist });

describe("serving the prerendered public pages", () => {
  it("answers /login with its prerendered HTML, never cached, with the page's headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/login" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(res.body).toBe(loginHtml);
  });

  it("sends the brotli copy the build wrote when the client accepts it", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/login",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(loginHtml);
  });

  it("answers / with home.html", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(homeHtml);
  });

  it("answers other client routes, and a prerendered path with a query, with index.html", async () => {
    for (const url of ["/dashboard", "/login?next=%2Fprofile", "/login/", "/register"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
    }
  });

  it("still answers an unknown path with status 404 and the app", async () => {
    for (const url of ["/no-such-page", "/login/extra"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(indexHtml);
    }
  });
});
