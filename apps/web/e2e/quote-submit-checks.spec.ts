import { expect, test } from "./fixtures";
import { toast } from "./support/accounts";
import { chooseOption, dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";

const PLATE_INCORRECT =
  "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.";

test.describe("quote form checks", () => {
  test("Find and Get My Quote are disabled until there is something to send", async ({ page }) => {
    await page.goto("/quote-request");
    const find = page.getByRole("button", { name: "Find" });
    const registration = page.getByLabel("Registration number");
    await expect(find).toBeDisabled();
    await expect(page.getByRole("button", { name: "Get My Quote" })).toBeDisabled();

    // Enter in the empty plate box is Find, which asks for the registration (once the app has
    // hydrated the prerendered form, which enables it).
    await expect(registration).toBeEnabled();
    await registration.press("Enter");
    const required = toast(page, "Registration Required");
    await expect(required).toContainText("Please enter a vehicle registration number.");

    await registration.fill("AB12CDE");
    await expect(find).toBeEnabled();
    await page.getByRole("checkbox", { name: "Annual MOT Inspection" }).check();
    await expect(page.getByRole("button", { name: "Get My Quote" })).toBeEnabled();
    await expectFitsPhoneWidth(page);
  });

  test("a plate answered with a make only keeps the make and asks for the model", async ({
    page,
  }) => {
    await page.goto("/quote-request");
    await page.getByLabel("Registration number").fill("LN15 MKE");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(toast(page, "Found Ford. Please choose the model.")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toContainText("Ford");
    const model = page.getByRole("combobox", { name: "Model" });
    await expect(model).toBeFocused();
    await expect(model).toHaveValue("");
    // The suggestions are Ford's models on sale in 2015.
    await model.fill("Fo");
    await expect(page.getByRole("option", { name: /Focus/ }).first()).toBeVisible();
  });

  test("an unknown plate shows Lookup Failed with the plate message", async ({
    page,
    browserErrors,
  }) => {
    await page.goto("/quote-request");
    await page.getByLabel("Registration number").fill("ZZ99 ZZZ");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(toast(page, "Lookup Failed")).toContainText(PLATE_INCORRECT);
    await expect(page.getByRole("button", { name: "Find" })).toBeEnabled();

    // Chromium logs the lookup's expected 404 as a console error; nothing else may appear.
    const unexpected = browserErrors.filter(
      (error) => !/Failed to load resource: the server responded with a status of 404/.test(error),
    );
    browserErrors.splice(0, browserErrors.length, ...unexpected);
  });

  test("Get My Quote shows each submit check in the spec's order", async ({ page }) => {
    await page.goto("/quote-request");
    const submit = page.getByRole("button", { name: "Get My Quote" });
    const expectCheck = async (title: string, message: string) => {
      await submit.click();
      await expect(toast(page, title)).toContainText(message);
    };

    // A service alone (the button stays disabled without one).
    await page.getByRole("checkbox", { name: "Oil Service" }).check();
    await expectCheck(
      "Missing Fields",
      "Please fill in all required fields and select at least one service.",
    );
    await expect(page.getByLabel("Registration number")).toBeFocused();
    await expect(page.getByLabel("Registration number")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Registration number").fill("AB12CDE");
    await chooseOption(page, "Make", "Volkswagen");
    await page.getByRole("combobox", { name: "Model" }).fill("Golf");
    await expectCheck("Name Required", "Please enter your first and last name.");
    await expect(page.getByLabel("First name")).toBeFocused();

    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Carter");
    await expectCheck("Description Required", "Please describe the issue you're experiencing.");

    await page.getByLabel("Issue description").fill("Service light is on.");
    await expectCheck(
      "Contact & Timeline Required",
      "Please fill in all contact and timeline fields.",
    );

    await page.getByLabel("Postcode").fill("LS6 2QR");
    await page.getByLabel("Mobile number").fill("07700 900456");
    await chooseOption(page, "How far will you travel?", "Within 5 miles");
    await chooseOption(page, "When do you need it?", "As soon as possible");
    await expectCheck("Budget Required", "Please select your budget range.");

    // Every check passes: signed out, the sign-in dialog opens instead of a toast.
    await chooseOption(page, "Budget", "Under £100");
    await submit.click();
    await expect(dialogTitled(page, "Sign in to send your request")).toBeVisible();
  });
});
