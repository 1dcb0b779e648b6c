import { pagePaths } from "@automobi/domain";

/** Public pages listed in /sitemap.xml, in the order a visitor would meet them. */
export const PUBLIC_PAGES = [
  { path: pagePaths.home, title: "Home", changefreq: "weekly", priority: "1.0" },
  {
    path: pagePaths.quoteRequest,
    title: "Get Your Car Quote",
    changefreq: "monthly",
    priority: "0.9",
  },
  { path: pagePaths.about, title: "About", changefreq: "monthly", priority: "0.7" },
  { path: pagePaths.login, title: "Sign In", changefreq: "yearly", priority: "0.4" },
  { path: pagePaths.register, title: "Register", changefreq: "yearly", priority: "0.5" },
  { path: pagePaths.terms, title: "Terms and Conditions", changefreq: "yearly", priority: "0.3" },
  { path: pagePaths.privacy, title: "Privacy Policy", changefreq: "yearly", priority: "0.3" },
  { path: pagePaths.cookies, title: "Cookie Policy", changefreq: "yearly", priority: "0.3" },
  {
    path: pagePaths.userAgreement,
    title: "User Agreement",
    changefreq: "yearly",
    priority: "0.3",
  },
] as const;

export const SITEMAP_STYLESHEET_PATH = "/sitemap.xsl";

export function escapeXml(s: string): string {
  return s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * The sitemap for search engines. The stylesheet instruction lets a browser show it to a
 * person as a page of links (see sitemap-stylesheet.ts); crawlers ignore it.
 */
export function renderSitemap(publicUrl: string, lastmod: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(publicUrl + page.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n` +
      `    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority}</priority>\n  </url>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<?xml-stylesheet type="text/xsl" href="${SITEMAP_STYLESHEET_PATH}"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
  );
}
