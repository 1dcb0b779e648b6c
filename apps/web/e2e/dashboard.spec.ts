import { expect, expectAccessible, test } from "./fixtures";
import {
  createConfirmedCustomer,
  DEMO_CUSTOMER,
  fromClient,
  signInByApi,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { confirmFromMailbox, waitForEmail } from "./support/mailbox";
import { expectFitsPhoneWidth, NEW_PASSWORD } from "./support/quote-journey";

test.describe("customer dashboard", () => {
  test("signed out, /dashboard goes to the sign-in page", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test("the demo customer sees their quote requests with statuses and quotes", async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL ?? "", DEMO_CUSTOMER);
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("Welcome back")).toContainText(DEMO_CUSTOMER.email);
    await expect(page.getByRole("tab", { name: "Quotes", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Quote Requests" })).toBeVisible();

    // The seeded requests (apps/server/src/demo/data/requests.ts), the deleted one left out.
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(8);
    for (const status of ["Pending", "Processing", "In Progress", "Quoted", "In Review"]) {
      await expect(main.getByText(status, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText("Completed", { exact: true })).toBeVisible();
    await expect(main.getByText("Full valet before selling the car.")).toHaveCount(0);

    const quoted = page
      .getByRole("article")
      .filter({ hasText: "Annual full service, last one was 13 months ago" });
    await expect(quoted).toContainText("Volkswagen Golf");
    await expect(quoted).toContainText("LK19 XRT");
    await expect(quoted).toContainText("Full Vehicle Service");
    await expect(quoted).toContainText("£189.00");
    await expect(quoted).toContainText("£174.50");
    await expect(quoted.getByText("Awaiting Response")).toHaveCount(2);
    // The demo's quotes to decide on, their garages hidden until a fee is paid.
    await expect(quoted.getByRole("button", { name: "Accept Quote" })).toHaveCount(2);
    await expect(quoted.getByText("Professional Garage")).toHaveCount(2);
    // The demo's paid request shows its garage.
    const paid = page
      .getByRole("article")
      .filter({ hasText: "Grinding noise from the front brakes" });
    await expect(paid.getByText("Hartley & Sons Motors")).toBeVisible();
    await expect(paid.getByRole("link", { name: /^0/ })).toHaveAttribute("href", /^tel:/);
    await expect(quoted).toContainText(/Request ID\s*[0-9a-f]{8}(?![0-9a-f-])/);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    // Every read the page started has its answer first: one still in flight would be refused
    // once the session has gone (a 401 the browser logs), which says nothing about the product.
    await page.waitForLoadState("networkidle");
    await main.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a new customer sees the empty state with a Request Quote link", async ({ page }) => {
    const account = {
      email: uniqueEmail("dashboard-empty"),
      password: NEW_PASSWORD,
      firstName: "Robin",
      lastName: "Ellis",
    };
    const registered = await page.request.post("/api/register", {
      data: { ...account, phone: "07700 900888", postcode: "BS7 8AA" },
      headers: fromClient(account.email),
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // Following the link signs the new customer in and takes them on to the dashboard.
    await confirmFromMailbox(page, account.email, account.password);
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("main").getByText("Welcome back")).toContainText(account.email);
    await expect(page.getByText("No quotes yet")).toBeVisible();
    const link = page.getByRole("link", { name: "Request Quote" });
    await expect(link).toHaveAttribute("href", "/quote-request");
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL("/quote-request");
    // Signed in, the names, postcode and mobile come from the profile.
    await expect(page.getByLabel("First name")).toHaveValue("Robin");
    await expect(page.getByLabel("Last name")).toHaveValue("Ellis");
    await expect(page.getByLabel("Postcode")).toHaveValue("BS7 8AA");
    await expect(page.getByLabel("Mobile number")).toHaveValue("07700 900888");
  });

  test("Settings opens Update Details, which saves the name and, with the current password, asks to confirm a new e-mail", async ({
    page,
    baseURL,
    browserErrors,
  }) => {
    const account = { email: uniqueEmail("settings"), password: NEW_PASSWORD };
    await createConfirmedCustomer(page.request, { ...account, firstName: "Sam", lastName: "Cole" });
    await signInByApi(page, baseURL ?? "", account);
    await page.goto("/dashboard");

    await page.getByRole("button", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Details" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Sam Cole");
    await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
    await expectAccessible(page);

    // A weak new password is refused with the one policy's message, and nothing is saved.
    await dialog.getByLabel("New Password (optional)").fill("weak");
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByText("Password does not meet security requirements")).toBeVisible();
    await dialog.getByLabel("New Password (optional)").fill("");

    const newEmail = uniqueEmail("settings-new");
    await dialog.getByLabel("Full Name").fill("Sam Taylor Cole");
    await dialog.getByLabel("Email").fill(newEmail);
    // A new e-mail asks for the current password first: missing, then wrong, then right.
    const current = dialog.getByLabel("Current password", { exact: true });
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(
      dialog.getByText(
        "Please enter your current password to change your password or e-mail address",
      ),
    ).toBeVisible();
    await expect(current).toBeFocused();
    await current.fill("Not-the-password-1");
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByText("Your current password is incorrect")).toBeVisible();
    await expect(toast(page, "Your current password is incorrect")).toContainText("Update Failed");
    await current.fill(account.password);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Settings Updated")).toContainText(`sent a link to ${newEmail}`);
    await expect(dialog).toBeHidden();
    const confirmation = await waitForEmail(
      page.request,
      newEmail,
      "Confirm your new e-mail address",
    );
    expect(confirmation.text).toContain("/verify-email");

    // Until the new address is confirmed, the account keeps the old one.
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Sam Taylor Cole");
    await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // The wrong current password was refused with 400.
    allowFailedResponses(browserErrors, [{ status: 400, path: "/api/profile" }]);
  });
});
