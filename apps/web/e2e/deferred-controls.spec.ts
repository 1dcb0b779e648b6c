import { expect } from "@playwright/test";
import { expectAccessible, test } from "./fixtures";

/**
 * The quote form's selects are light buttons until first used, and then Radix's Select
 * (docs/decisions/025): a keyboard user must be able to open one, pick an option and stay on
 * the field, as with Radix's own trigger.
 */
test.describe("a select of the quote form, before its list has loaded", () => {
  test("is a named, collapsed combobox showing its placeholder", async ({ page }) => {
    await page.goto("/quote-request");
    const budget = page.getByRole("combobox", { name: "Budget", exact: true });
    await expect(budget).toHaveAttribute("aria-expanded", "false");
    await expect(budget).toHaveAttribute("aria-required", "true");
    await expect(budget).toHaveText("Choose your budget");
    await expectAccessible(page);
  });

  test("opens with the arrow key, picks with Enter and keeps the focus", async ({ page }) => {
    await page.goto("/quote-request");
    const budget = page.getByRole("combobox", { name: "Budget", exact: true });
    await budget.focus();
    await page.keyboard.press("ArrowDown");
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option", { name: "£100 - £300", exact: true })).toBeVisible();
    // Radix puts the focus on the first option; the second is picked.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(listbox).toBeHidden();
    await expect(budget).not.toHaveText("Choose your budget");
    await expect(budget).toBeFocused();
  });

  test("opens with Enter, and Escape closes it again on the field", async ({ page }) => {
    await page.goto("/quote-request");
    const timeframe = page.getByRole("combobox", { name: "When do you need it?", exact: true });
    await timeframe.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: "This week", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(timeframe).toBeFocused();
    await expect(timeframe).toHaveText("Choose a timeframe");
  });
});

test("Remember me is a checkbox that Space ticks and unticks", async ({ page }) => {
  await page.goto("/login");
  const rememberMe = page.getByRole("checkbox", { name: "Remember me" });
  await expect(rememberMe).not.toBeChecked();
  await rememberMe.focus();
  await page.keyboard.press("Space");
  await expect(rememberMe).toBeChecked();
  await page.keyboard.press("Space");
  await expect(rememberMe).not.toBeChecked();
  await expectAccessible(page);
});
