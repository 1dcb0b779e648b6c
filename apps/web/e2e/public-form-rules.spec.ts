import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { toast } from "./support/accounts";

/** The public forms' rules come with zod: the name of its error class, kept by the build. */
const RULES_MARKER = "ZodError";
/** react-hook-form's code: the name of its React context. */
const FORM_LIBRARY_MARKER = "HookFormContext";
const RULES_UNAVAILABLE = "We could not check your details";

/**
 * Holds back the scripts that carry `marker` until `release` is called (`abort` refuses them
 * instead): each is requested and downloaded as usual, and handed to the page only then.
 */
async function holdScripts(page: Page, marker: string, { abort = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { requested: 0, release: () => release() };
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) {
      held.requested += 1;
      if (abort) return route.abort();
      await released;
    }
    await route.fulfill({ response });
  });
  return held;
}

/** Chromium reports each refused script as a console error; nothing else may appear. */
function allowRefusedScripts(browserErrors: string[]) {
  const remaining = browserErrors.filter(
    (error) => !/Failed to load resource: net::ERR_FAILED.*\/assets\//.test(error),
  );
  browserErrors.splice(0, browserErrors.length, ...remaining);
}

/**
 * The public forms are plain forms (docs/decisions/047): no form library, and the rules (zod
 * and the shared schemas) come with the form's first focus or check.
 */
test.describe("the public forms' rules", () => {
  // A journey that ends while scripts are still held leaves their handlers running; the page
  // closing under them is not a failure of the journey.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("the quote form, filled in and checked, downloads no form library", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      if ((await response.text()).includes(FORM_LIBRARY_MARKER)) scripts.push(response.url());
    });
    await page.goto("/quote-request");
    await page.getByLabel("Registration number").fill("ab12 cde");
    await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
    await page.getByLabel("First name").fill("Sarah");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(toast(page, "Missing Fields")).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
  });

  test("Get My Quote pressed before the rules arrive checks the form once they have", async ({
    page,
  }) => {
    await page.goto("/quote-request");
    const held = await holdScripts(page, RULES_MARKER);
    const registration = page.getByLabel("Registration number");
    await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect.poll(() => held.requested).toBeGreaterThan(0);
    await expect(toast(page, "Missing Fields")).toHaveCount(0);
    await expect(registration).not.toHaveAttribute("aria-invalid", "true");

    held.release();
    await expect(toast(page, "Missing Fields")).toBeVisible();
    await expect(registration).toHaveAttribute("aria-invalid", "true");
    await expect(registration).toBeFocused();
  });

  test("Sign In whose rules cannot be downloaded says so under the form and sends nothing", async ({
    page,
    browserErrors,
  }) => {
    const signIns: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in")) signIns.push(request.url());
    });
    await page.goto("/login");
    const refused = await holdScripts(page, RULES_MARKER, { abort: true });
    const main = page.getByRole("main");
    const email = main.getByLabel("Email", { exact: true });
    await expect(email).toBeEnabled();
    await email.fill("sarah@example");
    await main.getByLabel("Password", { exact: true }).fill("whatever");
    await main.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(main.getByText(RULES_UNAVAILABLE)).toBeVisible();
    await expect(main).toContainText("Nothing has been sent. Check your connection and try again.");
    expect(refused.requested).toBeGreaterThan(0);
    expect(signIns).toEqual([]);
    await expect(email).toHaveValue("sarah@example");
    allowRefusedScripts(browserErrors);
  });

  test("Get My Quote whose rules cannot be downloaded says the request failed and checks nothing", async ({
    page,
    browserErrors,
  }) => {
    // The quote form's own failure: its toast, and the message by Get My Quote.
    await page.goto("/quote-request");
    await holdScripts(page, RULES_MARKER, { abort: true });
    await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(
      page.getByRole("main").locator('[aria-live="polite"]').filter({
        hasText: "Failed to submit quote request. Please try again.",
      }),
    ).toBeVisible();
    await expect(toast(page, "Missing Fields")).toHaveCount(0);
    allowRefusedScripts(browserErrors);
  });
});
