import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./fixtures";
import { toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { chooseOption, expectFitsPhoneWidth } from "./support/quote-journey";
import { PHONE } from "./support/quotes";

const PLATE_INCORRECT =
  "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.";
const MISSING_FIELDS = "Please fill in all required fields and select at least one service.";

const makeSelect = (page: Page) => page.getByRole("combobox", { name: "Make", exact: true });
const modelBox = (page: Page) => page.getByRole("combobox", { name: "Model", exact: true });

async function findPlate(page: Page, plate: string) {
  await page.getByLabel("Registration number").fill(plate);
  await page.getByRole("button", { name: "Find" }).click();
}

/** Everything after the vehicle, as a customer fills it in. */
async function fillAllButVehicle(page: Page, options: { budget: boolean }) {
  await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
  await page.getByLabel("First name").fill("Alex");
  await page.getByLabel("Last name").fill("Morgan");
  await page.getByLabel("Issue description").fill("Oil warning light comes on at idle.");
  await page.getByLabel("Postcode").fill("LS6 2QR");
  await page.getByLabel("Mobile number").fill("07700 900321");
  await chooseOption(page, "How far will you travel?", "Within 10 miles");
  await chooseOption(page, "When do you need it?", "This week");
  if (options.budget) await chooseOption(page, "Budget", "£100 - £300");
}

test.describe("the vehicle after a change of plate", () => {
  test("a new plate clears the looked-up car, so a failed lookup cannot keep it", async ({
    page,
    browserErrors,
  }) => {
    await page.goto("/quote-request");
    await findPlate(page, "AB12 CDE");
    await expect(toast(page, "Found Volkswagen Golf.")).toBeVisible();
    await expect(makeSelect(page)).toContainText("Volkswagen");
    await expect(modelBox(page)).toHaveValue("Golf");

    // The same plate written another way is still the same car.
    await page.getByLabel("Registration number").fill("ab12cde");
    await expect(modelBox(page)).toHaveValue("Golf");

    await findPlate(page, "ZZ99 ZZZ");
    await expect(toast(page, "Lookup Failed")).toContainText(PLATE_INCORRECT);
    await expect(makeSelect(page)).toContainText("Choose the make");
    await expect(modelBox(page)).toHaveValue("");

    // Sending now asks for the make and model instead of saving ZZ99 ZZZ as a Golf.
    await fillAllButVehicle(page, { budget: true });
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(toast(page, "Missing Fields")).toContainText(MISSING_FIELDS);
    await expect(makeSelect(page)).toHaveAttribute("aria-invalid", "true");
    await expect(modelBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(makeSelect(page)).toBeFocused();
    allowFailedResponses(browserErrors, [{ status: 404, path: "/api/vehicle-lookup" }]);
  });

  test("a make and model the customer chose to enter manually stay with a new plate", async ({
    page,
  }) => {
    await page.goto("/quote-request");
    await findPlate(page, "CF66 NPR");
    await expect(toast(page, "Found Ford Fiesta.")).toBeVisible();
    await page.getByRole("button", { name: "Enter make and model manually" }).click();
    await page.getByLabel("Model", { exact: true }).fill("Fiesta ST-Line X");

    await page.getByLabel("Registration number").fill("CF66 NPS");
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("FORD");
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("Fiesta ST-Line X");
  });
});

for (const device of ["desktop", "phone"] as const) {
  test.describe(`one round of errors (${device})`, () => {
    if (device === "phone") test.use({ ...PHONE });

    test("a service alone marks every other field at once, each with its own message", async ({
      page,
    }) => {
      await page.goto("/quote-request");
      await expect(page.getByLabel("Budget", { exact: true })).toHaveAttribute(
        "aria-required",
        "true",
      );
      await expect(page.getByLabel("Parts preference")).not.toHaveAttribute("aria-required");
      await page.getByRole("checkbox", { name: "Oil Service", exact: true }).check();
      await page.getByRole("button", { name: "Get My Quote" }).click();

      await expect(toast(page, "Missing Fields")).toContainText(MISSING_FIELDS);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
      const registration = page.getByLabel("Registration number");
      await expect(registration).toBeFocused();
      await expect(registration).toBeInViewport();

      const expected: [string, string][] = [
        ["Registration number", "Please enter your vehicle's registration number."],
        ["Make", "Please choose the make, or enter it manually."],
        ["Model", "Please choose the model, or enter it manually."],
        ["First name", "Please enter your first name."],
        ["Last name", "Please enter your last name."],
        ["Issue description", "Please describe the issue you're experiencing."],
        ["Postcode", "Please enter your postcode."],
        ["Mobile number", "Please enter your mobile number."],
        ["How far will you travel?", "Please choose how far you will travel."],
        ["When do you need it?", "Please choose when you need it."],
        ["Budget", "Please select your budget range."],
      ];
      for (const [label, message] of expected) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field, label).toHaveAttribute("aria-invalid", "true");
        await expect(field, label).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      }
      // A chosen service is not asked for again, and nothing says it is missing.
      await expect(page.getByText(MISSING_FIELDS, { exact: true })).toHaveCount(0);
      await expect(page.locator("#services-error")).toHaveCount(0);
      await expect(page.getByLabel("Parts preference")).not.toHaveAttribute("aria-invalid");
      await expectAccessible(page);

      // Fixing a field clears its own message only.
      await page.getByLabel("First name").fill("Alex");
      await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid");
      await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
      if (device === "phone") await expectFitsPhoneWidth(page);
    });

    test("the Budget error focuses and shows the Budget field", async ({ page }) => {
      await page.goto("/quote-request");
      // A plate answered with a make only, whose model the customer then picks.
      await findPlate(page, "LN15 MKE");
      await expect(modelBox(page)).toBeFocused();
      await modelBox(page).fill("Focus");
      // the list of matches opens, and is closed before the rest is filled in (a list still
      // opening when Escape was pressed would cover the services)
      await expect(page.getByRole("option", { name: "Focus ST", exact: true })).toBeVisible();
      await modelBox(page).press("Escape");
      await expect(page.getByRole("option", { name: "Focus ST", exact: true })).toBeHidden();
      await fillAllButVehicle(page, { budget: false });
      await page.evaluate(() => window.scrollTo(0, 0));

      await page.getByRole("button", { name: "Get My Quote" }).click();
      await expect(toast(page, "Budget Required")).toContainText(
        "Please select your budget range.",
      );
      const budget = page.getByLabel("Budget", { exact: true });
      await expect(budget).toBeFocused();
      await expect(budget).toBeInViewport();
      await expect(budget).toHaveAttribute("aria-invalid", "true");
      // Still there once any scrolling has settled: the page's position holds still.
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY);
          await page.evaluate(() => new Promise(requestAnimationFrame));
          await page.evaluate(() => new Promise(requestAnimationFrame));
          return before === (await page.evaluate(() => window.scrollY));
        })
        .toBe(true);
      await expect(budget).toBeFocused();
      await expect(budget).toBeInViewport();
      await expect(modelBox(page)).not.toHaveAttribute("aria-invalid");
    });

    test("a contact error focuses the first of its fields, not an earlier invalid one", async ({
      page,
    }) => {
      await page.goto("/quote-request");
      await findPlate(page, "AB12 CDE");
      await expect(modelBox(page)).toHaveValue("Golf");
      await fillAllButVehicle(page, { budget: true });
      await page.getByLabel("Mobile number").fill("");
      await page.getByRole("button", { name: "Get My Quote" }).click();
      await expect(toast(page, "Contact & Timeline Required")).toBeVisible();
      const mobile = page.getByLabel("Mobile number");
      await expect(mobile).toBeFocused();
      await expect(mobile).toBeInViewport();
      await expect(mobile).toHaveAccessibleDescription(/Please enter your mobile number\./);
    });
  });
}

test.describe("the make list", () => {
  test("lists the common UK makes alphabetically, each with its models", async ({ page }) => {
    await page.goto("/quote-request");
    await makeSelect(page).click();
    const options = page.getByRole("option");
    // The list opens once the select's code has come (it loads on first use).
    await expect(options.first()).toBeVisible();
    const names = (await options.allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, "en-GB", { sensitivity: "base" })),
    );
    for (const make of ["Toyota", "Nissan", "Kia", "Mercedes-Benz", "Peugeot", "Land Rover"]) {
      expect(names, make).toContain(make);
    }
    await page.getByRole("option", { name: "Toyota", exact: true }).click();
    await expect(makeSelect(page)).toContainText("Toyota");
    await modelBox(page).fill("yaris");
    await expect(
      page.getByRole("listbox", { name: "Model suggestions" }).getByRole("option").first(),
    ).toHaveText("Yaris");
    await expectAccessible(page);

    // Anything else is still entered by hand.
    await page.getByRole("button", { name: "Enter make and model manually" }).click();
    await page.getByLabel("Make", { exact: true }).fill("Lotus");
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Lotus");
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
