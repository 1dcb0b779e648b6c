import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  createConfirmedCustomer,
  DEMO_CUSTOMER,
  sessionCookie,
  signInByApi,
  signInWithForm,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { confirmFromMailbox, linkIn, waitForEmail } from "./support/mailbox";

const PASSWORD = "Brake-pads-42";
const NEW_PASSWORD = "Timing-belt-77";
const REGISTERED =
  "Registration successful! Please check your email to verify your account. A welcome email has been sent.";
const POLICY_MESSAGE = "Password does not meet security requirements";

async function fillRegistration(page: Page, email: string, password = PASSWORD) {
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Alex");
  await main.getByLabel("Last name").fill("Morgan");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Phone").fill("07700 900444");
  await main.getByLabel("Postcode").fill("gl50 1qa");
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("Confirm password", { exact: true }).fill(password);
  await main.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
}

function nav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

test.describe("customer accounts", () => {
  test("a new customer registers, confirms the e-mail, signs in and out, and resets the password", async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    const account = { email: uniqueEmail("journey"), password: PASSWORD };

    await page.goto("/register");
    await fillRegistration(page, account.email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, REGISTERED)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
    // Said once, by the toast; the page says where the link went.
    await expect(page.getByRole("main")).toContainText(
      `We sent the confirmation link to ${account.email}`,
    );
    await expect(page.getByRole("main")).not.toContainText(REGISTERED);
    await page.getByRole("main").getByRole("link", { name: "Go to Sign In" }).click();
    await expect(page).toHaveURL("/login");

    // Before the e-mail is confirmed, sign-in explains why it fails and offers the link again.
    await signInWithForm(page, account);
    const unconfirmed = page.getByRole("alert").filter({ hasText: "isn't confirmed yet" });
    await expect(unconfirmed).toContainText("Check your inbox");
    await unconfirmed.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(toast(page, "Check your email to confirm your account")).toContainText("Success");

    // The link from the mailbox confirms the address and signs the customer in right there.
    await confirmFromMailbox(page, account.email, account.password);
    await expect(page).toHaveURL("/dashboard");
    await expect(nav(page).getByText(account.email).filter({ visible: true })).toBeVisible();
    expect(await sessionCookie(page), "confirming opens a session").toBeDefined();
    await page.waitForLoadState("networkidle");
    await nav(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    expect(await sessionCookie(page)).toBeUndefined();

    // Remember me unticked: the session cookie ends with the browser.
    await page.goto("/login");
    await signInWithForm(page, account);
    await expect(toast(page, "Signed in successfully!")).toBeVisible();
    await expect(page).toHaveURL("/dashboard");
    await expect(nav(page).getByText(account.email).filter({ visible: true })).toBeVisible();
    expect((await sessionCookie(page))?.expires).toBe(-1);

    await nav(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "You have been signed out")).toContainText("Success");
    await expect(page).toHaveURL("/");

    await page.goto("/forgot-password");
    await page.getByRole("main").getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Password reset email sent! Check your inbox.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute(
      "href",
      "/login",
    );
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

    const resetEmail = await waitForEmail(
      page.request,
      account.email,
      "Reset your Automobi password",
    );
    await page.goto(linkIn(resetEmail, "/reset-password"));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const main = page.getByRole("main");
    await main.getByLabel("New password", { exact: true }).fill("weakpassword");
    await main.getByLabel("Confirm new password", { exact: true }).fill("weakpassword");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(main.getByText(POLICY_MESSAGE)).toBeVisible();
    await expect(main.getByLabel("New password", { exact: true })).toBeFocused();

    await main.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated successfully!")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL("/dashboard");
    await expect(nav(page).getByText(account.email).filter({ visible: true })).toBeVisible();

    // The sign-in before confirming was refused with 403 EMAIL_NOT_VERIFIED.
    allowFailedResponses(browserErrors, [{ status: 403, path: "/api/auth/sign-in/email" }]);
  });

  test("registering the demo customer's e-mail says the account exists", async ({
    page,
    browserErrors,
  }) => {
    await page.goto("/register");
    await fillRegistration(page, DEMO_CUSTOMER.email);
    await page.getByRole("button", { name: "Create Account" }).click();
    const exists = toast(page, "Account exists");
    await expect(exists).toContainText(
      "An account with this email already exists. Please try logging in instead.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register");
    // Also by the form, where it stays after the toast has gone.
    const inline = page
      .getByRole("main")
      .locator('[aria-live="polite"]')
      .filter({ hasText: "Account exists" });
    await expect(inline).toContainText("Please try logging in instead.");
    allowFailedResponses(browserErrors, [{ status: 409, path: "/api/register" }]);
  });

  test("the Register button stays disabled until the password meets every rule and matches", async ({
    page,
  }) => {
    await page.goto("/register");
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Create Account" });
    const password = main.getByLabel("Password", { exact: true });
    const confirm = main.getByLabel("Confirm password", { exact: true });
    const rule = (label: string) => main.getByRole("listitem").filter({ hasText: label });
    await expect(submit).toBeDisabled();

    await password.fill("brakes");
    await expect(rule("One lowercase letter")).toHaveText("One lowercase letter: done");
    await expect(rule("One uppercase letter")).toHaveText("One uppercase letter: not yet");
    await expect(rule("At least 8 characters")).toHaveText("At least 8 characters: not yet");
    await confirm.fill("brakes");
    await expect(submit).toBeDisabled();

    await password.fill(PASSWORD);
    for (const label of ["At least 8 characters", "One uppercase letter", "One number"]) {
      await expect(rule(label)).toHaveText(`${label}: done`);
    }
    await expect(submit).toBeDisabled();
    await expect(main.getByText("Passwords do not match")).toBeVisible();

    await confirm.fill(PASSWORD);
    await expect(main.getByText("Passwords do not match")).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // Without the other fields, sending shows the schema's messages on them.
    await submit.click();
    await expect(main.getByText("First name is required")).toBeVisible();
    await expect(main.getByText("You must agree to the terms and privacy policy")).toBeVisible();
    await expect(main.getByLabel("First name")).toBeFocused();
    await expect(main.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  });

  test("a bad confirmation link is explained on the sign-in page, with a new link on offer", async ({
    page,
  }) => {
    await page.goto("/login?confirmed=1&error=INVALID_TOKEN");
    const problem = page.getByRole("alert").filter({ hasText: "invalid or has expired" });
    await expect(problem).toBeVisible();
    await expect(page.getByText("is confirmed")).toHaveCount(0);
    await problem.getByLabel("Email").fill(uniqueEmail("nobody"));
    await problem.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(toast(page, "Check your email to confirm your account")).toBeVisible();
  });

  test("an e-mail change is told to the old address, whose link undoes it and leads to a new password", async ({
    page,
    baseURL,
  }) => {
    const account = { email: uniqueEmail("moved"), password: PASSWORD };
    await createConfirmedCustomer(page.request, { ...account, firstName: "Jo", lastName: "Hale" });
    await signInByApi(page, baseURL ?? "", account);
    const newEmail = uniqueEmail("moved-to");
    const saved = await page.request.put("/api/profile", {
      data: { email: newEmail, currentPassword: PASSWORD },
      headers: { origin: baseURL ?? "" },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const change = await waitForEmail(page.request, newEmail, "Confirm your new e-mail address");
    await page.goto(linkIn(change, "/verify-email"));
    await expect(page).toHaveURL("/dashboard");

    // The old address is told, with a link to a page whose button undoes the change.
    const notice = await waitForEmail(page.request, account.email, "Your Automobi e-mail address");
    expect(notice.text).toContain(`to ${newEmail}`);
    await page.goto(linkIn(notice, "/undo-email-change"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Undo E-mail Change");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Undo the change" }).click();
    await expect(toast(page, `Your account uses ${account.email} again`)).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json(), "every session of the account ended").toBeNull();

    const main = page.getByRole("main");
    await main.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL("/login");
    await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL("/dashboard");
  });

  test("the account pages pass axe and fit a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=x"]) {
      await page.goto(path);
      await expect(page.getByRole("main").locator("form")).toBeVisible();
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
    await expect(page.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  test("Update Details: signed out it asks to sign in, then saves the customer's details", async ({
    page,
  }) => {
    const account = { email: uniqueEmail("profile"), password: PASSWORD };
    await createConfirmedCustomer(page.request, {
      ...account,
      firstName: "Robin",
      lastName: "Hart",
    });

    await page.goto("/profile");
    await expect(page).toHaveURL("/login?next=%2Fprofile");
    // Remember me ticked: the session lasts 30 days.
    await signInWithForm(page, account, { rememberMe: true });
    await expect(page).toHaveURL("/profile");
    const expires = (await sessionCookie(page))?.expires ?? 0;
    expect(expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update Details");
    await expect(main.getByLabel("Full Name")).toHaveValue("Robin Hart");
    await expect(main.getByLabel("Email")).toHaveValue(account.email);
    await expect(main.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(main.getByLabel("Postcode")).toHaveValue("GL50 1QA");
    await expectAccessible(page);

    await main.getByLabel("Phone Number").fill("12345");
    await main.getByLabel("Postcode").fill("sw1a1aa");
    await main.getByLabel("Address").fill("10 Downing Street, London");
    await main.getByRole("button", { name: "Update" }).click();
    await expect(main.getByText("Please enter a valid UK phone number")).toBeVisible();
    await expect(main.getByLabel("Phone Number")).toBeFocused();

    await main.getByLabel("Phone Number").fill("07700 900999");
    await main.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Profile Updated")).toContainText(
      "Your details have been updated successfully!",
    );
    await expect(page).toHaveURL("/quote-request");

    const saved = await (await page.request.get("/api/profile")).json();
    expect(saved).toMatchObject({
      fullName: "Robin Hart",
      phone: "07700900999",
      postcode: "SW1A 1AA",
      address: "10 Downing Street, London",
    });

    // Signed in, the sign-in and registration pages send the customer to the dashboard.
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/dashboard");
    }
  });
});
