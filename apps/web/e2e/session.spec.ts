import { expect, test } from "./fixtures";
import { DEMO_CUSTOMER, toast } from "./support/accounts";
import { DRAFT_KEY } from "./support/quote-journey";

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

    // A half-written quote request kept in this browser goes with the session.
    await page.evaluate((key) => localStorage.setItem(key, "{}"), DRAFT_KEY);

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "You have been signed out")).toContainText("Success");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await expect(nav.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });
});
