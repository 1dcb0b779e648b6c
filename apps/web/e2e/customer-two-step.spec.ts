import { expect, expectAccessible, test } from "./fixtures";
import {
  createConfirmedCustomer,
  fromClient,
  signInWithForm,
  uniqueEmail,
} from "./support/accounts";
import { expectFitsPhoneWidth, NEW_PASSWORD } from "./support/quote-journey";
import { PHONE } from "./support/quotes";
import { secretOfUri, totpCode } from "./support/totp";

test.describe("a customer with two-step verification, on a phone", () => {
  test.use(PHONE);

  test("signs in at /login with the password, then the authenticator app's code", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const account = {
      email: uniqueEmail("two-step"),
      password: NEW_PASSWORD,
      firstName: "Tomos",
      lastName: "Price",
    };
    await createConfirmedCustomer(page.request, account);
    // Turned on as Settings does: the password, then a first code from the app.
    const headers = { origin: base, ...fromClient(account.email) };
    const signedIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
      headers,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const enable = await page.request.post("/api/auth/two-factor/enable", {
      data: { password: account.password },
      headers,
    });
    expect(enable.status(), await enable.text()).toBe(200);
    const secret = secretOfUri((await enable.json()).totpURI);
    const first = await page.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(secret) },
      headers,
    });
    expect(first.status(), await first.text()).toBe(200);
    await page.context().clearCookies();

    await page.goto("/login");
    await signInWithForm(page, account);
    const code = page.getByRole("main").getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
    // The next step's code: the first one has been used to turn it on.
    await code.fill(totpCode(secret, Date.now(), 1));
    await code.press("Enter");
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole("main").getByText(/^Welcome back/)).toContainText("Tomos");
  });
});
