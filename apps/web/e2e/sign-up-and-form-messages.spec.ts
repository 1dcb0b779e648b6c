import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_CUSTOMER, fromClient, signInWithForm, toast, uniqueEmail } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import {
  DRAFT_KEY,
  dialogTitled,
  expectFitsPhoneWidth,
  fillQuoteForm,
  NEW_PASSWORD,
} from "./support/quote-journey";
import { PHONE } from "./support/quotes";

/** The quote form's sign-up, and where errors and successes show. */

const SIGN_IN_TITLE = "Sign in to send your request";
const ACCOUNT_CREATED = "Account created! Please check your email to confirm, then sign in.";
const REGISTERED =
  "Registration successful! Please check your email to verify your account. A welcome email has been sent.";
const PLATE_INCORRECT =
  "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.";

/** The live region a form shows its error in (FormAlert), holding `text`. */
function inlineError(scope: Page | Locator, text: string): Locator {
  return scope.locator('[aria-live="polite"]').filter({ hasText: text });
}

/** Where a toast sits must leave the header (Sign In, Register, the menu) uncovered. */
async function expectClearOfHeader(page: Page, shown: Locator) {
  const header = await page.getByRole("banner").boundingBox();
  const box = await shown.boundingBox();
  expect(header && box, "the header and the toast are on screen").toBeTruthy();
  if (!header || !box) return;
  expect(box.y, "the toast starts below the header").toBeGreaterThanOrEqual(
    header.y + header.height,
  );
  const viewport = page.viewportSize();
  // On a phone (and on a desktop) toasts sit at the bottom, nowhere near the navigation.
  expect(box.y + box.height / 2).toBeGreaterThan((viewport?.height ?? 0) / 2);
}

test.describe("the quote form's sign-up is the Register form", () => {
  test("Create Account asks what /register asks, then shows Check Your Email with Resend and no sign-in attempt", async ({
    page,
  }) => {
    const email = uniqueEmail("dialog-signup");
    await page.setExtraHTTPHeaders(fromClient(email));
    const signInCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in")) signInCalls.push(request.url());
    });
    // A mobile written with brackets, as the quote form allows: it becomes the account's phone.
    await fillQuoteForm(page, "(07700) 900-123");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await dialogTitled(page, SIGN_IN_TITLE)
      .getByRole("button", { name: "Create an account" })
      .click();

    const signUp = dialogTitled(page, "Create an account");
    await expect(signUp.getByLabel("First name")).toHaveValue("Quinn");
    await expect(signUp.getByLabel("Last name")).toHaveValue("Harper");
    // The phone and postcode are the quote form's: not asked twice.
    await expect(signUp.getByLabel("Phone")).toHaveCount(0);
    await signUp.getByLabel("Email").fill(email);

    // The Register page's rules: a confirmation that must match, and the button held until then.
    const create = signUp.getByRole("button", { name: "Create Account" });
    const password = signUp.getByLabel("Password", { exact: true });
    const confirm = signUp.getByLabel("Confirm password", { exact: true });
    await expect(create).toBeDisabled();
    await password.fill(NEW_PASSWORD);
    await expect(create).toBeDisabled();
    await confirm.fill("Quote-journey-2!");
    await expect(signUp.getByText("Passwords do not match")).toBeVisible();
    await expect(create).toBeDisabled();
    await confirm.fill(NEW_PASSWORD);
    await expect(create).toBeEnabled();
    await expectAccessible(page);

    // The terms must be agreed to, as on /register.
    await create.click();
    await expect(signUp.getByText("You must agree to the terms and privacy policy")).toBeVisible();
    const terms = signUp.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });
    await expect(terms).toHaveAttribute("aria-invalid", "true");
    await terms.check();

    const registered = page.waitForResponse(
      (r) => r.url().endsWith("/api/register") && r.request().method() === "POST",
    );
    await create.click();
    const answer = await registered;
    expect(answer.status(), await answer.text()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      email,
      phone: "07700900123",
      postcode: "SW1A 1AA",
    });

    // The confirm-your-e-mail state, once: the spec's toast, and the dialog says what to do next.
    const checkEmail = dialogTitled(page, "Check Your Email");
    await expect(checkEmail).toBeVisible();
    await expect(checkEmail.getByRole("heading", { name: "Check Your Email" })).toBeFocused();
    await expect(checkEmail).toContainText(`We sent a confirmation link to ${email}`);
    await expect(toast(page, ACCOUNT_CREATED)).toContainText("Success");
    await expect(checkEmail).not.toContainText(ACCOUNT_CREATED);
    await expect(checkEmail.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await checkEmail.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(toast(page, "Check your email to confirm your account")).toBeVisible();
    expect(signInCalls, "no sign-in is attempted for an unconfirmed account").toEqual([]);

    // The draft is kept while the customer goes to the mailbox.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
      .toContain("Fiesta Zetec");

    // Back in the dialog, Sign In has the address ready.
    await checkEmail.getByRole("button", { name: "Sign In", exact: true }).click();
    const signIn = dialogTitled(page, SIGN_IN_TITLE);
    await expect(signIn.getByLabel("Email")).toHaveValue(email);
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("Fiesta Zetec");
    await expect(page.getByLabel("Mobile number")).toHaveValue("(07700) 900-123");
  });
});

for (const device of ["desktop", "phone"] as const) {
  test.describe(`errors beside the form, toasts off the navigation, on a ${device}`, () => {
    if (device === "phone") test.use({ ...PHONE });

    test("a wrong password is shown by the form as well as in a toast clear of the header", async ({
      page,
      browserErrors,
    }) => {
      await page.setExtraHTTPHeaders(fromClient(`wrong-password-${device}`));
      await page.goto("/login");
      const wrong = { email: DEMO_CUSTOMER.email, password: "Not-the-password-1" };
      await signInWithForm(page, wrong);

      const shown = toast(page, "Sign In Error");
      await expect(shown).toBeVisible();
      const main = page.getByRole("main");
      const inline = inlineError(main, "Sign In Error");
      await expect(inline).toBeVisible();
      const serverMessage = (await shown.locator("[data-description]").textContent()) ?? "";
      expect(serverMessage.length).toBeGreaterThan(0);
      await expect(inline).toContainText(serverMessage);
      // The form's own message sits by the Sign In button, above it.
      const button = await main.getByRole("button", { name: "Sign In", exact: true }).boundingBox();
      const message = await inline.boundingBox();
      expect(message && button && message.y + message.height <= button.y).toBe(true);
      await expectClearOfHeader(page, shown);
      await expectAccessible(page);

      // Trying again replaces the toast instead of piling up another.
      await signInWithForm(page, wrong);
      await signInWithForm(page, wrong);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
      await expect(inline).toHaveCount(1);

      if (device === "phone") await expectFitsPhoneWidth(page);
      allowFailedResponses(browserErrors, [{ status: 401, path: "/api/auth/sign-in/email" }]);
    });

    test("an unknown plate is explained by the Registration field, and a found car is written as people write it", async ({
      page,
      browserErrors,
    }) => {
      await page.goto("/quote-request");
      const plate = page.getByLabel("Registration number");
      await plate.fill("AB12 CDE");
      await page.getByRole("button", { name: "Find" }).click();
      await expect(toast(page, "Found Volkswagen Golf.")).toBeVisible();

      await plate.fill("ZZ99 ZZZ");
      await page.getByRole("button", { name: "Find" }).click();
      const shown = toast(page, "Lookup Failed");
      await expect(shown).toContainText(PLATE_INCORRECT);
      // The lookup's toast replaces the last one's rather than stacking.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);

      const inline = inlineError(page.getByRole("main"), PLATE_INCORRECT);
      await expect(inline).toBeVisible();
      await expect(inline).toContainText("Lookup Failed");
      await expect(plate).toHaveAccessibleDescription(
        new RegExp(`Lookup Failed.*${"Number plate is incorrect"}`),
      );
      // Right under the plate and its Find button.
      const find = await page.getByRole("button", { name: "Find" }).boundingBox();
      const message = await inline.boundingBox();
      expect(message && find && message.y >= find.y + find.height).toBe(true);
      expect(message && find && message.y - (find.y + find.height)).toBeLessThan(40);
      await expectClearOfHeader(page, shown);
      await expectAccessible(page);

      // Pressing Find again and again shows one toast, not a pile.
      await page.getByRole("button", { name: "Find" }).click();
      await page.getByRole("button", { name: "Find" }).click();
      await expect(shown).toBeVisible();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);

      // The message is about that plate: another plate takes it away.
      await plate.fill("CF66 NPR");
      await expect(inline).toHaveCount(0);
      await expect(plate).not.toHaveAccessibleDescription(/Lookup Failed/);

      if (device === "phone") await expectFitsPhoneWidth(page);
      allowFailedResponses(browserErrors, [{ status: 404, path: "/api/vehicle-lookup" }]);
    });

    test("a registration's success is said once, by the toast, not again in the page", async ({
      page,
    }) => {
      const email = uniqueEmail(`register-once-${device}`);
      await page.setExtraHTTPHeaders(fromClient(email));
      await page.goto("/register");
      const main = page.getByRole("main");
      await main.getByLabel("First name").fill("Alex");
      await main.getByLabel("Last name").fill("Morgan");
      await main.getByLabel("Email").fill(email);
      await main.getByLabel("Phone").fill("07700 900444");
      await main.getByLabel("Postcode").fill("gl50 1qa");
      await main.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await main.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
      await main.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
      await main.getByRole("button", { name: "Create Account" }).click();

      const shown = toast(page, REGISTERED);
      await expect(shown).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
      await expect(main).toContainText(`We sent the confirmation link to ${email}`);
      await expect(main).not.toContainText(REGISTERED);
      await expect(main.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();
      await expectClearOfHeader(page, shown);
      await expectAccessible(page);
      if (device === "phone") await expectFitsPhoneWidth(page);
    });
  });
}
