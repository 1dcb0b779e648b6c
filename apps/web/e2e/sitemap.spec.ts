import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

/**
 * Chromium shows its own banner on pages made with XSLT, saying the feature is being removed.
 * It is the browser's, not the page's (and fails axe's contrast rule), so it is closed first.
 */
async function closeBrowserXsltBanner(page: Page) {
  const banner = page.locator("xslt-warning-banner");
  if ((await banner.count()) > 0) await banner.getByRole("button", { name: "Close" }).click();
  await expect(banner).toHaveCount(0);
}

/** The sitemap as a person sees it: a titled page with one link per public page. */
async function expectStyledSitemap(page: Page, baseURL: string | undefined) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  const links = page.getByRole("main").getByRole("link");
  await expect(links.first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^About\b/ })).toHaveAttribute(
    "href",
    `${baseURL}/about`,
  );
  await expect(page.getByRole("link", { name: /^Get Your Car Quote\b/ })).toHaveAttribute(
    "href",
    `${baseURL}/quote-request`,
  );
  // Styled, not the browser's raw XML tree.
  await expect(page.getByText("This XML file does not appear to have any style")).toHaveCount(0);
  expect(
    await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily),
  ).not.toMatch(/^monospace/);
}

test.describe("sitemap", () => {
  test("/sitemap sends the browser to /sitemap.xml, which lists absolute URLs", async ({
    page,
    baseURL,
  }) => {
    const xmlResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/sitemap.xml",
    );
    await page.goto("/sitemap");
    await page.waitForURL("/sitemap.xml");

    const response = await xmlResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    // The browser shows the XSLT result, so the XML itself is read as a crawler reads it.
    const xml = await (await page.request.get("/sitemap.xml")).text();
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>');
    const urls = locs(xml);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    expect(urls).toContain(`${baseURL}/`);
    expect(urls).toContain(`${baseURL}/quote-request`);
    expect(urls).toContain(`${baseURL}/about`);
  });

  test("the footer's Sitemap link ends at /sitemap.xml, shown as a readable page of links", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await page.waitForURL("/sitemap.xml");
    await expectStyledSitemap(page, baseURL);
    await closeBrowserXsltBanner(page);
    await expectAccessible(page);

    await page.getByRole("link", { name: /^About\b/ }).click();
    await expect(page).toHaveURL("/about");
  });

  test("the styled sitemap fits a 390 px phone", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sitemap.xml");
    await expectStyledSitemap(page, baseURL);
    await closeBrowserXsltBanner(page);
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(clientWidth).toBe(390);
    expect(scrollWidth, "sideways scroll at 390 px").toBeLessThanOrEqual(390);
    const fontSize = await page
      .getByRole("link", { name: /^About\b/ })
      .evaluate((link) => Number.parseFloat(getComputedStyle(link).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    await expectAccessible(page);
  });
});
