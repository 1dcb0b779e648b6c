import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { toast } from "./support/accounts";
import { chooseOption } from "./support/quote-journey";

/** react-hook-form's chunk: the name of its React context, kept by the build. */
const FORM_LIBRARY_MARKER = "HookFormContext";

/**
 * Holds back the script that carries `marker` until `release` is called: it is requested and
 * downloaded as usual, and handed to the page only then.
 */
async function holdScript(page: Page, marker: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { requested: false, release: () => release() };
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) {
      held.requested = true;
      await released;
    }
    await route.fulfill({ response });
  });
  return held;
}

/**
 * The quote form draws, hydrates and takes typing before react-hook-form has loaded, which
 * comes with its first focus or press; once it arrives, the form is react-hook-form's without
 * losing anything (docs/decisions/031).
 */
test.describe("the quote form before react-hook-form arrives", () => {
  test("a visitor who does not use the form never downloads it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      if ((await response.text()).includes(FORM_LIBRARY_MARKER)) scripts.push(response.url());
    });
    await page.goto("/quote-request", { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Quote request" });
    await expect(page.getByLabel("Registration number")).toBeEnabled();
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(form).toHaveAttribute("data-form-live", "false");

    await page.getByLabel("First name").focus();
    await expect(form).toHaveAttribute("data-form-live", "true");
    // The body is read after the response arrives, which on a busy machine can be after the
    // form has gone live.
    await expect.poll(() => scripts.length).toBe(1);
  });

  test("what was typed and ticked, the focus and the caret stay when it arrives", async ({
    page,
  }) => {
    const held = await holdScript(page, FORM_LIBRARY_MARKER);
    await page.goto("/quote-request");
    const form = page.getByRole("form", { name: "Quote request" });
    const registration = page.getByLabel("Registration number");
    await registration.fill("ab12 cde");
    await expect.poll(() => held.requested).toBe(true);

    // The stand-in keeps the values and tells the page of them: Find and Get My Quote wake up.
    await expect(page.getByRole("button", { name: "Find" })).toBeEnabled();
    const service = page.getByRole("checkbox", { name: "Oil Service", exact: true });
    await service.check();
    await expect(page.getByRole("button", { name: "Get My Quote" })).toBeEnabled();
    await chooseOption(page, "Budget", "£100 - £300");
    const firstName = page.getByLabel("First name");
    await firstName.fill("Sarah");
    // The caret two letters from the end of the plate, which the live form keeps in capitals.
    await registration.click();
    await registration.press("End");
    await registration.press("ArrowLeft");
    await registration.press("ArrowLeft");
    await expect(form).toHaveAttribute("data-form-live", "false");

    held.release();
    await expect(form).toHaveAttribute("data-form-live", "true");
    await expect(registration).toBeFocused();
    await page.keyboard.type("x");
    await expect(registration).toHaveValue(/^ab12 cxde$/i);
    await expect(firstName).toHaveValue("Sarah");
    await expect(service).toBeChecked();
    await expect(page.getByLabel("Budget", { exact: true })).toContainText("£100 - £300");

    // The live form checks what the stand-in gathered: the empty fields are marked.
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a list opened before it arrives stays open, and takes the choice", async ({ page }) => {
    const held = await holdScript(page, FORM_LIBRARY_MARKER);
    await page.goto("/quote-request");
    const form = page.getByRole("form", { name: "Quote request" });
    const timeframe = page.getByRole("combobox", { name: "When do you need it?", exact: true });
    await timeframe.click();
    const option = page.getByRole("option", { name: "This week", exact: true });
    await expect(option).toBeVisible();
    await expect.poll(() => held.requested).toBe(true);

    held.release();
    await expect(form).toHaveAttribute("data-form-live", "true");
    await expect(option).toBeVisible();
    await option.click();
    await expect(timeframe).toContainText("This week");
    await expect(timeframe).toBeFocused();
  });

  test("Get My Quote pressed before it arrives checks the form once it has", async ({ page }) => {
    const held = await holdScript(page, FORM_LIBRARY_MARKER);
    await page.goto("/quote-request");
    const form = page.getByRole("form", { name: "Quote request" });
    await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect.poll(() => held.requested).toBe(true);
    await expect(toast(page, "Missing Fields")).toHaveCount(0);

    held.release();
    await expect(form).toHaveAttribute("data-form-live", "true");
    await expect(toast(page, "Missing Fields")).toBeVisible();
    await expect(page.getByLabel("Registration number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Registration number")).toBeFocused();
  });
});
