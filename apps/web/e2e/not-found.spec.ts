import { expect, expectAccessible, readPublicConfig, test } from "./fixtures";
import { allowFailedResponses } from "./support/browser-errors";

test.describe("page not found", () => {
  // The page comes with status 404, which Chromium logs as a failed resource.
  test.afterEach(({ browserErrors }) => {
    allowFailedResponses(
      browserErrors,
      ["/no-such-page", "/missing"].map((path) => ({ status: 404, path })),
    );
  });

  test("an unknown path shows Page Not Found with the popular links", async ({ page }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/no-such-page/at-all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("main")).toContainText("could not be found");
    await expect(page).toHaveTitle(`Page Not Found | ${platformName}`);

    const popular = page.getByRole("navigation", { name: "Popular links" });
    const hrefs = await popular
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/quote-request", "/about", "/login", "/register"]);

    await expectAccessible(page);
  });

  test("an unknown path answers HTTP 404 with the page; known pages answer 200", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expectAccessible(page);

    for (const path of ["/admin/nothing-here", "/about/team"]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    for (const path of [
      "/",
      "/about",
      "/quote-request",
      "/sitemap",
      "/admin",
      "/admin/portal",
      "/admin/message/3f2a9c1e-0000-4000-8000-000000000001",
      "/admin/emails",
      "/admin/garages",
      "/admin/audit",
      "/admin/staff",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
    const api = await page.request.get("/api/no-such-thing");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  test("Return Home goes to /", async ({ page }) => {
    await page.goto("/missing");
    await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("Get Quote goes to /quote-request", async ({ page }) => {
    await page.goto("/missing");
    await page.getByRole("main").getByRole("link", { name: "Get Quote", exact: true }).click();
    await expect(page).toHaveURL("/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Car Quote");
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    await page.goto("/missing");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });

  test("Go Back goes home when there is no previous page", async ({ page }) => {
    await page.goto("/missing");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a popular link leads to its page", async ({ page }) => {
    await page.goto("/missing");
    await page
      .getByRole("navigation", { name: "Popular links" })
      .getByRole("link", { name: "About us" })
      .click();
    await expect(page).toHaveURL("/about");
  });
});
