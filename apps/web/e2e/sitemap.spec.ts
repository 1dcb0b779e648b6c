import { expect, test } from "./fixtures";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
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
    const xml = await response.text();
    const urls = locs(xml);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    expect(urls).toContain(`${baseURL}/`);
    expect(urls).toContain(`${baseURL}/quote-request`);
    expect(urls).toContain(`${baseURL}/about`);
  });

  test("the footer's Sitemap link ends at /sitemap.xml", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await page.waitForURL("/sitemap.xml");
  });
});
