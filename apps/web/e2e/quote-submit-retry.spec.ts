import { expect, test } from "./fixtures";
import { createConfirmedCustomer, signInByApi, toast, uniqueEmail } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { dialogTitled, fillAboutTheWork, NEW_PASSWORD } from "./support/quote-journey";

const SUBMIT_FAILED = "Failed to submit quote request. Please try again.";
const SUBMITTED = "Your quote request has been submitted.";

test("a request that fails keeps the form; sent again, it shows the 6-second toast and Close stays on the form", async ({
  page,
  baseURL,
  browserErrors,
}) => {
  const account = {
    email: uniqueEmail("quote-retry"),
    password: NEW_PASSWORD,
    firstName: "Robin",
    lastName: "Patel",
  };
  await createConfirmedCustomer(page.request, account);
  await signInByApi(page, baseURL ?? "", account);
  // The page's timers run on a clock the test can stop, to measure the toast without waiting.
  await page.clock.install();
  await page.goto("/quote-request");

  await page.getByLabel("Registration number").fill("HL14 GHJ");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(toast(page, "Found Ford Focus.")).toBeVisible();
  await fillAboutTheWork(page, {
    services: ["Other Mechanical Work"],
    firstName: "Robin",
    lastName: "Patel",
    description: "Clutch slips when pulling away uphill.",
    postcode: "LS6 2QR",
    mobile: "07700 900321",
  });

  // The network fails the first attempt (the server is never reached).
  const keys: string[] = [];
  await page.route("**/api/quote-requests", (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    return route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL", message: "An unexpected error occurred." } },
    });
  });
  const submit = page.getByRole("button", { name: "Get My Quote" });
  await submit.click();
  const failed = toast(page, SUBMIT_FAILED);
  await expect(failed).toContainText("Error");
  expect(keys).toHaveLength(1);
  // Also said by Get My Quote, where it stays once the toast has gone.
  const inline = page.getByRole("main").locator('[aria-live="polite"]');
  await expect(inline.filter({ hasText: SUBMIT_FAILED })).toBeVisible();

  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Registration number")).toHaveValue("HL14 GHJ");
  await expect(page.getByLabel("Make", { exact: true })).toContainText("Ford");
  await expect(page.getByRole("combobox", { name: "Model" })).toHaveValue("Focus");
  await expect(page.getByRole("checkbox", { name: "Other Mechanical Work" })).toBeChecked();
  await expect(page.getByLabel("First name")).toHaveValue("Robin");
  await expect(page.getByLabel("Last name")).toHaveValue("Patel");
  await expect(page.getByLabel("Issue description")).toHaveValue(/Clutch slips/);
  await expect(page.getByLabel("Postcode")).toHaveValue("LS6 2QR");
  await expect(page.getByLabel("Mobile number")).toHaveValue("07700 900321");
  await expect(page.getByLabel("How far will you travel?")).toContainText("Within 10 miles");
  await expect(page.getByLabel("When do you need it?")).toContainText("This week");
  await expect(page.getByLabel("Budget", { exact: true })).toContainText("£100 - £300");
  await expect(page.getByLabel("Parts preference")).toContainText("New parts");

  // Sent again unchanged: the same idempotency key, so a lost answer never makes two requests.
  await failed.getByRole("button", { name: "Close toast" }).click();
  await page.unroute("**/api/quote-requests");
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/quote-requests") && r.request().method() === "POST",
  );
  await submit.click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["idempotency-key"]).toBe(keys[0]);

  const submittedToast = toast(page, SUBMITTED);
  await expect(submittedToast).toBeVisible();
  const dialog = dialogTitled(page, "Quote Request Submitted");
  await expect(dialog.getByRole("button", { name: "Go to Dashboard Now" })).toBeVisible();

  // From here the page's time moves only when the test moves it.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 100);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Past the 3-second redirect and sonner's default 4 seconds: still here, toast still up.
  await page.clock.runFor(4_000);
  await expect(page).toHaveURL(/\/quote-request$/);
  await expect(submittedToast).toBeVisible();
  await expect(submittedToast).not.toHaveAttribute("data-removed", "true");
  // Past 6 seconds: gone.
  await page.clock.runFor(2_500);
  await expect(submittedToast).toHaveCount(0);
  await page.clock.resume();

  await expect(page.getByLabel("Registration number")).toHaveValue("");
  // Chromium logs the faked 500 as a console error; nothing else may appear.
  allowFailedResponses(browserErrors, [{ status: 500, path: "/api/quote-requests" }]);
});
