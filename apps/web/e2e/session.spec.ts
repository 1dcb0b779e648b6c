import { expect, test } from "./fixtures";
import { DEMO_CUSTOMER } from "./support/accounts";

test.describe("session in the navigation bar", () => {
  test("signed in, the bar shows Dashboard, the e-mail and Sign Out, and Sign Out works", async ({
    page,
    baseURL,
  }) => {
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: DEMO_CUSTOMER,
      headers: { origin: baseURL ?? "" },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);

    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText(DEMO_CUSTOMER.email).filter({ visible: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Register" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    const toast = page.getByRole("listitem").filter({ hasText: "You have been signed out" });
    await expect(toast).toContainText("Success");
    await expect(nav.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });
});
