import { expect, test } from "./fixtures";
import { createConfirmedCustomer, signInByApi, uniqueEmail } from "./support/accounts";
import { NEW_PASSWORD } from "./support/quote-journey";

test.describe("the footer", () => {
  test("offers a signed-in customer Dashboard and Sign Out, not Register and Sign In", async ({
    page,
    baseURL,
  }) => {
    const footer = page.getByRole("contentinfo");
    await page.goto("/about");
    await expect(footer.getByRole("link", { name: "Register" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Sign In" })).toBeVisible();

    const account = {
      email: uniqueEmail("footer"),
      password: NEW_PASSWORD,
      firstName: "Ava",
      lastName: "Brooks",
    };
    await createConfirmedCustomer(page.request, account);
    await signInByApi(page, baseURL ?? "", account);
    await page.goto("/about");
    await expect(footer.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Register" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Sign In" })).toHaveCount(0);

    await footer.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    // The dashboard's reads answer first: one still in flight at sign-out would be refused (401).
    await page.waitForLoadState("networkidle");
    await footer.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(footer.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("the reset-password page", () => {
  test("states the one password policy, not a 6-character minimum", async ({ page }) => {
    await page.goto("/reset-password?token=unused-token");
    const main = page.getByRole("main");
    await expect(main.getByText("At least 8 characters")).toBeVisible();
    await main.getByLabel("New password", { exact: true }).fill("abc12");
    await main.getByLabel("Confirm new password").fill("abc12");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(main.getByText("Password does not meet security requirements")).toBeVisible();
    await expect(main).not.toContainText("6 characters");
  });
});
