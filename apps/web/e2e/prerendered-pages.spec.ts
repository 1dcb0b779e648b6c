import type { Page } from "@playwright/test";
import { expect, readPublicConfig, test } from "./fixtures";

/**
 * The public pages the build prerenders (docs/decisions/019), with their main heading as the
 * prerendered HTML has it (About's ends with the platform name, filled in after hydration).
 */
const pages = [
  { path: "/", heading: "Competing quotes from trusted local garages, without the phone calls" },
  { path: "/about", heading: "About" },
  { path: "/terms", heading: "Terms and Conditions" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/cookies", heading: "Cookie Policy" },
  { path: "/user-agreement", heading: "User Agreement" },
  { path: "/login", heading: "Sign In" },
  { path: "/register", heading: "Register" },
  { path: "/forgot-password", heading: "Forgot Password" },
  { path: "/quote-request", heading: "Get Your Car Quote" },
];

/**
 * The page has hydrated once the footer shows the year and the platform name: the prerendered
 * HTML leaves them out (they may change after the build), and the app fills them in then.
 */
async function expectHydrated(page: Page, platformName: string) {
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} ${platformName}. All rights reserved.`,
  );
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toHaveText(
    new RegExp(`${platformName}$`),
  );
}

/**
 * Records whether the page's <main> was ever removed: it is when React cannot hydrate the
 * prerendered markup and draws the page afresh, but never when it hydrates.
 */
async function watchForRedraw(page: Page) {
  await page.addInitScript(() => {
    const state = window as { __mainRemoved?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches("main") || node.querySelector("main"))) {
            state.__mainRemoved = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const mainWasRemoved = (page: Page) =>
  page.evaluate(() => (window as { __mainRemoved?: boolean }).__mainRemoved === true);

/** A mark on the window, gone after a full page load: a client-side navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("prerendered public pages", () => {
  test("each page's first HTML has its heading, then hydrates with the right name and year", async ({
    page,
    request,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await watchForRedraw(page);
    for (const { path, heading } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}\\s*</h1>`));
      // Nothing the build cannot know: no year, no inline script (the CSP allows none).
      expect(html, path).not.toContain("All rights reserved");
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      // A form cannot be used before the app runs (it would lose what was typed).
      if (html.includes("<form")) expect(html, path).toContain('<fieldset disabled=""');

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText(heading);
      await expectHydrated(page, platformName);
      expect(await mainWasRemoved(page), `${path} was drawn afresh, not hydrated`).toBe(false);
    }
  });

  test("/login works once hydrated: empty sign-in, client-side links", async ({ page }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/login");
    await expectHydrated(page, platformName);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(main.getByText("Email is required")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await markWindow(page);
    await main.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot Password");
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("/quote-request opens with the draft saved in this browser after hydrating", async ({
    page,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/quote-request");
    await expectHydrated(page, platformName);
    await page.getByLabel("First name").fill("Prerendered");
    // The draft is saved a moment after typing: wait until this browser holds it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) =>
            (localStorage.getItem(key) ?? "").includes("Prerendered"),
          ),
        ),
      )
      .toBe(true);
    await page.reload();
    await expectHydrated(page, platformName);
    await expect(page.getByLabel("First name")).toHaveValue("Prerendered");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the home page hydrates and its menu and links work", async ({ page }) => {
      const { platformName } = await readPublicConfig(page);
      await page.goto("/");
      await expectHydrated(page, platformName);
      await markWindow(page);
      await page.getByRole("button", { name: /menu/i }).click();
      await page.getByRole("link", { name: "Sign In" }).first().click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
      expect(await stillSameDocument(page)).toBe(true);
    });
  });
});
