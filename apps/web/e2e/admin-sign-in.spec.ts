import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_CUSTOMER, signInByApi, toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";

async function signInAtAdmin(page: Page, account: { email: string; password: string }) {
  const main = page.getByRole("main");
  await main.getByLabel("Admin email").fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Sign In to Admin" }).click();
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
});
