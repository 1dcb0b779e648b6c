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

describe("GET /api/public-config", () => {
  it("gives the platform name from settings and the configured legal dates", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/public-config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platformName: "Automobi",
      serviceFeePence: 300,
      rewardPointsPerPayment: 10,
      supportEmail: "support@automobi.example",
      legal: { effectiveDate: "2026-03-01", updatedDate: "2026-10-15" },
    });
  });
});
