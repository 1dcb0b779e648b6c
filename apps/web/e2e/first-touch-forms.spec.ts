import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_CUSTOMER, signInByApi, toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { dialogTitled } from "./support/quote-journey";
import { PHONE } from "./support/quotes";

const PLATE_INCORRECT = "Number plate is incorrect";

async function findPlate(page: Page, plate: string) {
  await page.getByLabel("Registration number").fill(plate);
  await page.getByRole("button", { name: "Find" }).click();
}

/**
 * One tap on a select, then its list: a swallowed first tap leaves it closed. The option is
 * then tapped too, so the next select starts from a closed list, as a person's would. (While
 * a list is open the rest of the page is hidden from the accessibility tree.)
 */
async function tapOpens(page: Page, select: Locator, name: string, option: string) {
  await select.tap();
  await expect(page.getByRole("listbox"), `the list of ${name}`).toBeVisible();
  await page.getByRole("option", { name: option, exact: true }).tap();
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(select).toContainText(option);
}

test.describe("form landmarks", () => {
  for (const path of ["/login", "/quote-request"]) {
    test(`every fieldset on ${path} is named by its legend`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("form").first()).toBeVisible();
      const unnamed = await page.locator("fieldset").evaluateAll((fieldsets) =>
        fieldsets
          .filter((fieldset) => {
            const legend = fieldset.firstElementChild;
            return legend?.tagName !== "LEGEND" || legend.textContent?.trim() === "";
          })
          .map((fieldset) => fieldset.outerHTML.slice(0, 120)),
      );
      expect(unnamed, "fieldsets without a legend").toEqual([]);
    });
  }
});

test.describe("the vehicle lookup's toast", () => {
  test("a found vehicle's toast carries nothing of the failure before it", async ({
    page,
    browserErrors,
  }) => {
    await page.goto("/quote-request");
    await findPlate(page, "ZZ99 ZZZ");
    await expect(toast(page, "Lookup Failed")).toContainText(PLATE_INCORRECT);

    await findPlate(page, "AB12 CDE");
    const found = toast(page, "Found Volkswagen Golf.");
    await expect(found).toBeVisible();
    await expect(found).not.toContainText(PLATE_INCORRECT);
    await expect(toast(page, PLATE_INCORRECT)).toHaveCount(0);
    allowFailedResponses(browserErrors, [{ status: 404, path: "/api/vehicle-lookup" }]);
  });
});

test.describe("the registration as people write it", () => {
  test("the box shows the plate's space as soon as it is a whole plate", async ({ page }) => {
    await page.goto("/quote-request");
    const box = page.getByLabel("Registration number");
    await box.pressSequentially("ab12cde");
    await expect(box).toHaveValue("AB12 CDE");
    await box.fill("");
    await box.pressSequentially("a123bcd");
    await expect(box).toHaveValue("A123 BCD");
    // A short plate is also the start of a longer one: it gets its space when the box is left.
    await box.fill("");
    await box.pressSequentially("ab1");
    await expect(box).toHaveValue("ab1");
    await page.getByLabel("First name").focus();
    await expect(box).toHaveValue("AB 1");
  });
});

test.describe("selects on a touch screen", () => {
  test.use({ ...PHONE });

  test("every select of the quote form opens on its first tap", async ({ page }) => {
    await page.goto("/quote-request");
    const form = page.getByRole("form", { name: "Quote request" });
    const select = (name: string) => form.getByRole("combobox", { name, exact: true });
    await tapOpens(page, select("Make"), "Make", "Honda");
    for (const [label, option] of [
      ["How far will you travel?", "Within 10 miles"],
      ["When do you need it?", "This week"],
      ["Budget", "£100 - £300"],
      ["Parts preference", "New parts"],
    ] as const) {
      await tapOpens(page, select(label), label, option);
    }
  });

  test("every select of Schedule Service opens on its first tap", async ({ page, baseURL }) => {
    await signInByApi(page, baseURL ?? "", DEMO_CUSTOMER);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Schedule Service" }).first().tap();
    const dialog = dialogTitled(page, "Schedule Service");
    await expect(dialog).toBeVisible();
    const vehicle = dialog.getByRole("combobox", { name: "Vehicle" });
    await expect(vehicle).not.toContainText("Loading your vehicles...");
    await vehicle.tap();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.getByRole("option").first().tap();
    await expect(page.getByRole("listbox")).toBeHidden();
    await tapOpens(page, dialog.getByRole("combobox", { name: "Service" }), "Service", "MOT Test");
    await tapOpens(page, dialog.getByRole("combobox", { name: "Time" }), "Time", "14:00");
  });
});
