import { SITE_ICON_DATA_URI } from "./icon.ts";
import { escapeXml, PUBLIC_PAGES } from "./sitemap.ts";

/* Colours from the web app's palette (slate and brand), each at least 4.5:1 on its ground. */
const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; background: #f8fafc; color: #0f172a; line-height: 1.5;
    font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  header { background: #0f172a; }
  header a { display: inline-block; margin: 0 auto; padding: 1rem; color: #fff; font-weight: 600; }
  .wrap { max-width: 40rem; margin: 0 auto; padding: 0 1rem; }
  main { padding: 2rem 0 3rem; }
  h1 { margin: 0; font-size: 1.875rem; line-height: 1.2; }
  p { margin: 0.75rem 0 0; color: #475569; }
  ul { list-style: none; margin: 1.5rem 0 0; padding: 0; border: 1px solid #e2e8f0;
    border-radius: 0.75rem; background: #fff; }
  li + li { border-top: 1px solid #e2e8f0; }
  li a { display: block; padding: 0.875rem 1rem; color: #1d37bd; font-weight: 600;
    font-size: 1.0625rem; text-decoration: none; }
  li a:hover { text-decoration: underline; }
  a:focus-visible { outline: 3px solid #3d63f2; outline-offset: 2px; border-radius: 0.25rem; }
  header a:focus-visible { outline-color: #93b2fd; }
  .url { display: block; margin-top: 0.125rem; color: #475569; font-size: 0.875rem;
    font-weight: 400; overflow-wrap: anywhere; }
`;

/**
 * The XSL stylesheet /sitemap.xml names, so that a browser shows the sitemap to a person as
 * a page of links that fits a phone. The page titles are keyed by the absolute URLs the
 * sitemap lists; an URL without a title is shown by its address alone.
 */
export function renderSitemapStylesheet(publicUrl: string): string {
  const titles = PUBLIC_PAGES.map(
    (page) =>
      `            <xsl:when test="s:loc = '${escapeXml(publicUrl + page.path)}'">${escapeXml(page.title)}</xsl:when>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9" exclude-result-prefixes="s">
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <html lang="en-GB">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Sitemap</title>
        <link rel="icon" type="image/svg+xml" href="${escapeXml(SITE_ICON_DATA_URI)}"/>
        <style>${STYLE}</style>
      </head>
      <body>
        <header><div class="wrap"><a href="${escapeXml(`${publicUrl}/`)}">Back to the home page</a></div></header>
        <main class="wrap">
          <h1>Sitemap</h1>
          <p>Every public page of the site. Search engines read this same list as XML.</p>
          <ul>
            <xsl:for-each select="s:urlset/s:url">
              <li>
                <a href="{s:loc}">
                  <xsl:choose>
${titles}
            <xsl:otherwise><xsl:value-of select="s:loc"/></xsl:otherwise>
                  </xsl:choose>
                  <span class="url"><xsl:value-of select="s:loc"/></span>
                </a>
              </li>
            </xsl:for-each>
          </ul>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}
