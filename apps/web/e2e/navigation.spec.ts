import { expect, readPublicConfig, test } from "./fixtures";
import { allowFailedResponses } from "./support/browser-errors";

test.describe("navigation bar and footer", () => {
  test("signed out, the bar offers Sign In and Register and no Dashboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Get Quote", "Sign In", "Register"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  });

  test("the bar's links lead to their pages", async ({ page }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const heading = page.getByRole("heading", { level: 1 });

    await nav.getByRole("link", { name: "Get Quote", exact: true }).click();
    await expect(page).toHaveURL("/quote-request");
    await expect(heading).toHaveText("Get Your Car Quote");
    await expect(nav.getByRole("link", { name: "Get Quote", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Only the open page is marked: Home is the parent of every address, but ends at its own.
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
    );

    await nav.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/login");
    await expect(heading).toHaveText("Sign In");

    await nav.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL("/register");
    await expect(heading).toHaveText("Register");

    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();

    await page.goto("/terms");
    await nav.getByRole("link", { name: platformName, exact: true }).click();
    await expect(page).toHaveURL("/");
  });

  test("a link opened in a new tab leaves this page as it is, and the new tab opens the link's page", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const opened = context.waitForEvent("page");
    await nav
      .getByRole("link", { name: "Get Quote", exact: true })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/quote-request$/);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Get Your Car Quote");
    await expect(page).toHaveURL("/about");
    for (const name of ["Home", "Get Quote"]) {
      await expect(nav.getByRole("link", { name, exact: true })).not.toHaveAttribute(
        "aria-current",
      );
    }
  });

  test("the footer's links lead to their pages", async ({ page }) => {
    const { platformName } = await readPublicConfig(page);
    const destinations = [
      { link: "About", url: "/about", heading: `About ${platformName}` },
      { link: "Terms and Conditions", url: "/terms", heading: "Terms and Conditions" },
      { link: "Privacy Policy", url: "/privacy", heading: "Privacy Policy" },
      { link: "Cookie Policy", url: "/cookies", heading: "Cookie Policy" },
      { link: "User Agreement", url: "/user-agreement", heading: "User Agreement" },
      { link: "Get Quote", url: "/quote-request", heading: "Get Your Car Quote" },
      { link: "Register", url: "/register", heading: "Register" },
      { link: "Sign In", url: "/login", heading: "Sign In" },
      { link: "Mechanical", url: "/quote-request", heading: "Get Your Car Quote" },
      { link: "MOT Testing", url: "/quote-request", heading: "Get Your Car Quote" },
    ];

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const { link, url, heading } of destinations) {
      await footer.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("the footer shows the support address and the current year", async ({ page }) => {
    const { platformName, supportEmail } = await readPublicConfig(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: supportEmail })).toHaveAttribute(
      "href",
      `mailto:${supportEmail}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${platformName}`);
    for (const name of ["Services", "Company", "Legal", "Contact"]) {
      await expect(footer.getByRole("heading", { name })).toBeVisible();
    }
  });

  test("Tab reaches the skip link first and it moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    // The next Tab lands inside the page content, past the navigation.
    await page.keyboard.press("Tab");
    const focusedInMain = await page.evaluate(
      () => document.querySelector("main")?.contains(document.activeElement) ?? false,
    );
    expect(focusedInMain).toBe(true);
  });
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the menu opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuButton = nav.getByRole("button", { name: "Menu" });

    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Get Quote", exact: true })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "Get Quote", "Sign In", "Register"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }

    await nav.getByRole("link", { name: "Get Quote", exact: true }).click();
    await expect(page).toHaveURL("/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Car Quote");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu works by keyboard", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuButton = nav.getByRole("button", { name: "Menu" });

    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Get Quote", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/quote-request");
  });

  test("pages fit the screen without sideways scrolling", async ({ page, browserErrors }) => {
    for (const path of ["/", "/about", "/terms", "/cookies", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    // The not-found page comes with status 404, which Chromium logs as a failed resource.
    allowFailedResponses(browserErrors, [{ status: 404, path: "/no-such-page" }]);
  });
});

test.describe("moving between pages (the app's router, docs/decisions/029)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a new page opens at its top with its title, and Back returns to the page before", async ({
    page,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`Privacy Policy | ${platformName}`);

    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${platformName}`);
    await expect(page).toHaveTitle(`About | ${platformName}`);
  });

  test("while a page's code is on its way the old page stays under a progress bar", async ({
    page,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();

    const bar = page.locator("[data-page-loading]");
    await expect(bar).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`About ${platformName}`);

    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${platformName}`);
    await expect(bar).toHaveCount(0);
  });

  test("a page whose code cannot be downloaded shows the error inside the layout, and is tried again when next opened", async ({
    page,
    browserErrors,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/");
    const aboutChunk = /\/assets\/about-[^/]+\.js$/;
    let attempts = 0;
    await page.route(aboutChunk, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText("Something went wrong");
    await expect(main.getByRole("button", { name: "Try Again" })).toBeVisible();
    // One download tried, not a loop of them.
    expect(attempts).toBe(1);

    // The header and footer stay, so the visitor can go on.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");

    // Back on the network, the page opens.
    await page.unroute(aboutChunk);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${platformName}`);

    // The failed download and its error are the only errors the browser reported.
    const expected = (error: string) =>
      /(Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module).*\/assets\/about-/.test(
        error,
      ) || error.includes("Uncaught error in the interface");
    expect(browserErrors.filter(expected).length).toBeGreaterThan(0);
    browserErrors.splice(0, browserErrors.length, ...browserErrors.filter((e) => !expected(e)));
  });
});
