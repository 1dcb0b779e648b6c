import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp({
  env: {
    PUBLIC_URL: "https://quotes.automobi.test/",
    LEGAL_EFFECTIVE_DATE: "2026-03-01",
    LEGAL_UPDATED_DATE: "2026-10-15",
  },
});

describe("the sitemap", () => {
  it("serves valid XML listing the public pages with absolute URLs from PUBLIC_URL", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://quotes.automobi.test/",
        "https://quotes.automobi.test/about",
        "https://quotes.automobi.test/quote-request",
        "https://quotes.automobi.test/terms",
        "https://quotes.automobi.test/privacy",
        "https://quotes.automobi.test/cookies",
        "https://quotes.automobi.test/user-agreement",
      ]),
    );
    expect(locs.every((loc) => loc?.startsWith("https://quotes.automobi.test/"))).toBe(true);
    expect(locs.some((loc) => loc?.includes("/admin") || loc?.includes("/dashboard"))).toBe(false);
    // Well formed: every opened element is closed.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).toContain("<lastmod>2026-10-15</lastmod>");
  });
});

describe("robots.txt", () => {
  it("is plain text pointing crawlers at the sitemap and away from the signed-in areas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Sitemap: https://quotes.automobi.test/sitemap.xml");
    for (const path of ["/admin", "/dashboard", "/profile", "/api/", "/checkout/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // the public pages stay open: nothing disallows them
    expect(lines.filter((line) => /^Disallow: \/(about|quote-request|terms)?$/.test(line))).toEqual(
      [],
    );
    expect(res.body).not.toContain("<!doctype html>");
  });
});

describe("the sitemap's stylesheet", () => {
  it("is named by the sitemap, so that a browser shows it as a page", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    const [declaration, instruction] = res.body.split("\n");
    expect(declaration).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(instruction).toBe('<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>');
  });

  it("lets Chromium's XSLT banner close, and no other inline script run", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain(
      "script-src 'self' 'unsafe-hashes' 'sha256-TXA+6usvAyONGFuiE99/kgV7JxYXAtQaottQ4sJDSIw='",
    );
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toContain("default-src 'self'");
    const page = await ctx.app.inject({ method: "GET", url: "/api/public-config" });
    expect(String(page.headers["content-security-policy"])).not.toContain("unsafe-hashes");
  });

  it("is served as XSL and turns the sitemap into a titled page of links for a phone", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xsl" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/xsl; charset=utf-8");
    const xsl = res.body;
    expect(xsl).toContain('<xsl:stylesheet version="1.0"');
    expect(xsl).toContain('xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xsl).toContain('<xsl:for-each select="s:urlset/s:url">');
    expect(xsl).toContain('<a href="{s:loc}">');
    expect(xsl).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(xsl).toContain(
      "<xsl:when test=\"s:loc = 'https://quotes.automobi.test/about'\">About</xsl:when>",
    );
    expect(xsl).toContain('<a href="https://quotes.automobi.test/">Back to the home page</a>');
  });
});

describe("GET /api/public-config", () => {
  it("gives the platform name from settings and the configured legal dates", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/public-config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platformName: "Automobi",
      serviceFeePence: 300,
      rewardPointsPerPayment: 10,
      vatRatePercent: 20,
      deletedRequestRetentionDays: 90,
      supportEmail: "support@automobi.example",
      legal: { effectiveDate: "2026-03-01", updatedDate: "2026-10-15" },
    });
  });
});
