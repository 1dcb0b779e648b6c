import { expect, test } from "./fixtures";
import {
  createConfirmedCustomer,
  signInByApi,
  signInWithForm,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { expectFitsPhoneWidth, NEW_PASSWORD } from "./support/quote-journey";

const REQUIRED = "Please enter your current password to change your password or e-mail address";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("on a phone, /profile asks for the current password before it sets a new one", async ({
  page,
  baseURL,
}) => {
  const account = { email: uniqueEmail("reauth"), password: NEW_PASSWORD };
  await createConfirmedCustomer(page.request, { ...account, firstName: "Ada", lastName: "Moss" });
  await signInByApi(page, baseURL ?? "", account);
  await page.goto("/profile");

  const main = page.getByRole("main");
  const current = main.getByLabel("Current password", { exact: true });
  await expect(main.getByLabel("Full Name")).toHaveValue("Ada Moss");
  await expect(current, "asked for only when it is needed").toHaveCount(0);
  await main.getByLabel("New Password (optional)").fill("Fresh-Start-2026!");
  await expect(current).toBeVisible();
  await expectFitsPhoneWidth(page);

  await main.getByRole("button", { name: "Update" }).tap();
  await expect(main.getByText(REQUIRED)).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(account.password);
  await main.getByRole("button", { name: "Update" }).tap();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await expect(page).toHaveURL("/quote-request");

  // The new password is the one that signs in now.
  await page.context().clearCookies();
  await page.goto("/login");
  await signInWithForm(page, { email: account.email, password: "Fresh-Start-2026!" });
  await expect(page).toHaveURL("/dashboard");
});
