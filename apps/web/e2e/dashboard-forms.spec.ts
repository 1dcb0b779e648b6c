import { expect, expectAccessible, test } from "./fixtures";
import { toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { dialogTitled } from "./support/quote-journey";
import { customerWithRequest } from "./support/quotes";
import { totpCode } from "./support/totp";

test.describe("the dashboard's own forms", () => {
  test("Add Vehicle asks for a registration, then saves the one typed", async ({
    page,
    baseURL,
  }) => {
    await customerWithRequest(page, baseURL ?? "", "add-vehicle");
    await page.goto("/dashboard?tab=vehicles");
    const form = page.getByRole("form", { name: "Add Vehicle" });
    const box = form.getByLabel("Registration number");
    await form.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(form.getByText("Please enter a vehicle registration number.")).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("aria-invalid", "true");

    await box.fill("zz");
    await box.press("Enter");
    await expect(form.getByText("Please enter a valid UK registration number")).toBeVisible();
    await expectAccessible(page);

    await box.fill("bd19 klm");
    await expect(box).toHaveValue("BD19 KLM");
    await box.press("Enter");
    await expect(toast(page, "Vehicle Added")).toBeVisible();
    await expect(page.getByRole("heading", { name: "BD19 KLM", level: 3 })).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(form.getByText("Please enter a valid UK registration number")).toBeHidden();
  });

  test("Settings turns two-step verification on with the app's first code and off with the password", async ({
    page,
    baseURL,
    browserErrors,
  }) => {
    const { account } = await customerWithRequest(page, baseURL ?? "", "settings-two-step");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = dialogTitled(page, "Update Details");
    const section = settings.getByRole("region", { name: "Two-step verification" });
    await section.getByRole("button", { name: "Set Up Two-Step Verification" }).click();

    const password = section.getByLabel("Current password", { exact: true });
    await section.getByRole("button", { name: "Continue" }).click();
    await expect(section.getByText("Enter your current password")).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill(account.password);
    await password.press("Enter");

    const key = section.getByTestId("totp-secret");
    await expect(key).toBeVisible();
    const secret = (await key.textContent())?.replaceAll(" ", "") ?? "";
    const code = section.getByLabel("Authentication code");
    await code.fill("123");
    await section.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
    await expect(
      section.getByText("Enter the 6-digit code from your authenticator app"),
    ).toBeVisible();
    await expect(code).toBeFocused();
    await expectAccessible(page);
    // Authenticator apps show the code in two groups of three.
    const current = totpCode(secret);
    await code.fill(`${current.slice(0, 3)} ${current.slice(3)}`);
    await code.press("Enter");
    await expect(toast(page, "Two-step verification is on.")).toBeVisible();
    await expect(section).toContainText("On: signing in asks for a code");

    await section.getByRole("button", { name: "Turn Off Two-Step Verification" }).click();
    await section.getByRole("button", { name: "Turn Off", exact: true }).click();
    await expect(section.getByText("Enter your current password")).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill("not-the-password-1");
    await password.press("Enter");
    await expect(section.getByText("That password is not right.")).toBeVisible();
    allowFailedResponses(browserErrors, [
      { status: 400, path: "/api/auth/two-factor/disable" },
      { status: 401, path: "/api/auth/two-factor/disable" },
    ]);
    await password.fill(account.password);
    await password.press("Enter");
    await expect(toast(page, "Two-step verification is off.")).toBeVisible();
    await expect(section).toContainText("Off: add a code from an authenticator app");
  });
});
