import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_SUPER_ADMIN,
  demoStaffCode,
  signInByApi,
  toast,
} from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";

async function signInAtAdmin(page: Page, account: { email: string; password: string }) {
  const main = page.getByRole("main");
  await main.getByLabel("Admin email").fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Sign In to Admin" }).click();
}

/** The second step: the demo staff's authenticator code (decision 042). */
async function enterCode(page: Page, code = demoStaffCode()) {
  const main = page.getByRole("main");
  await main.getByLabel("Authentication code").fill(code);
  await main.getByRole("button", { name: "Verify" }).click();
}

async function currentSession(page: Page) {
  return (await page.request.get("/api/auth/get-session")).json();
}

test.describe("admin sign-in", () => {
  test("the demo admin signs in at /admin and reaches the portal", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    await expect(page.getByRole("main")).toContainText("This area is for authorised staff only.");
    await expect(page.getByRole("link", { name: "Back to customer sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expectAccessible(page);

    await signInAtAdmin(page, DEMO_ADMIN);
    await expect(page.getByRole("group", { name: "Two-step verification" })).toBeVisible();
    expect(await currentSession(page)).toBeNull();
    await enterCode(page);
    await expect(toast(page, "Admin login successful!")).toBeVisible();
    await expect(page).toHaveURL("/admin/portal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Production Operations Center",
    );

    // Already signed in, the entry page passes staff straight on to the portal.
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/portal");

    // Signing out on an admin screen goes home, like anywhere else.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "You have been signed out")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("the demo customer is refused at /admin and signed out again", async ({ page }) => {
    await page.goto("/admin");
    await signInAtAdmin(page, DEMO_CUSTOMER);
    await expect(page.getByRole("alert")).toHaveText("Access denied. Admin privileges required.");
    await expect(page).toHaveURL("/admin");
    expect(await currentSession(page)).toBeNull();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("a wrong password is refused with the spec's message", async ({ page, browserErrors }) => {
    await page.goto("/admin");
    await signInAtAdmin(page, { email: DEMO_ADMIN.email, password: "Not-the-password-1" });
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid admin credentials. Please check your email and password.",
    );
    expect(await currentSession(page)).toBeNull();
    allowFailedResponses(browserErrors, [{ status: 401, path: "/api/auth/sign-in/email" }]);
  });

  test("signed out, the admin screens send the visitor to the admin login", async ({ page }) => {
    for (const path of ["/admin/portal", "/admin/message/abc12345"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    }
  });

  test("a signed-in customer opening an admin screen is sent to the customer sign-in", async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL ?? "", DEMO_CUSTOMER);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("alert")).toContainText(
      "Access denied. Admin privileges required.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
  });

  test("on a phone, staff sign in with a code; a wrong code is refused", async ({
    page,
    browserErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await signInAtAdmin(page, DEMO_SUPER_ADMIN);
    const step = page.getByRole("group", { name: "Two-step verification" });
    await expect(step).toContainText("Enter the 6-digit code from your authenticator app.");
    await expectAccessible(page);

    await enterCode(page, "12345");
    await expect(page.getByRole("main")).toContainText(
      "Enter the 6-digit code from your authenticator app",
    );
    const wrong = demoStaffCode() === "000000" ? "111111" : "000000";
    await enterCode(page, wrong);
    await expect(page.getByRole("alert")).toHaveText(
      "That code is not right. Enter the current code from your authenticator app.",
    );
    expect(await currentSession(page)).toBeNull();
    allowFailedResponses(browserErrors, [
      { status: 401, path: "/api/auth/two-factor/verify-totp" },
    ]);

    await enterCode(page);
    await expect(toast(page, "Admin login successful!")).toBeVisible();
    await expect(page).toHaveURL("/admin/portal");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
