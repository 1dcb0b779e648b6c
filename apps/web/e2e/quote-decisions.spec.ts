import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";

const LOCKED_NAME = "Professional Garage";
const LOCKED_NOTE = "Contact details available after service fee payment";

/** The customer's fee and points as the server stores them. */
async function paymentTerms(page: Page) {
  const response = await page.request.get("/api/payments/terms");
  expect(response.status()).toBe(200);
  return (await response.json()) as { feePence: number; rewardPoints: number };
}

/** One garage's quote inside the customer's request cards. */
function quoteItem(page: Page, price: string) {
  return page.getByRole("article").getByRole("listitem").filter({ hasText: price });
}

test.describe("quote decisions and the service fee", () => {
  test("accept, pay in the test checkout in a new tab, then the garage and the points show", async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "accept-pay");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold, GARAGES.severn]);
    const terms = await paymentTerms(page);

    await page.goto("/dashboard");
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await expect(card).toContainText("Volkswagen Golf");
    await expect(card).toContainText("AB12 CDE");
    await expect(card.getByText("Awaiting Response")).toHaveCount(2);
    await expect(card.getByText(LOCKED_NAME)).toHaveCount(2);
    await expect(card.getByText(LOCKED_NOTE)).toHaveCount(2);
    // Nothing about the garages reaches the page before the fee is paid.
    await expect(page.getByText(GARAGES.cotswold.garageName)).toHaveCount(0);
    await expectAccessible(page);

    const chosen = quoteItem(page, "£189.00");
    await chosen.getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(page, "Quote Accepted!")).toBeVisible();
    await expect(chosen.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(card.getByText("Accepted", { exact: true }).first()).toBeVisible();
    // One quote per request: the other can no longer be accepted, only rejected.
    const other = quoteItem(page, "£174.50");
    await expect(other.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: "Reject Quote" })).toBeVisible();
    await expect(chosen.getByRole("button", { name: "Change Mind & Reject" })).toBeVisible();
    const fee = `£${terms.feePence / 100}`;
    await expect(chosen).toContainText("non-refundable");
    await expect(chosen).toContainText(`${terms.rewardPoints} reward points`);

    const checkoutTab = context.waitForEvent("page");
    await chosen.getByRole("button", { name: `Pay ${fee} Service Fee` }).click();
    const checkout = await checkoutTab;
    await expect(checkout).toHaveURL(/\/checkout\/test\//);
    await expect(checkout.getByText("no money is taken")).toBeVisible();
    await expect(checkout.getByText("Volkswagen Golf (AB12 CDE)")).toBeVisible();
    await checkout.getByRole("button", { name: /^Pay/ }).click();

    await expect(checkout).toHaveURL(/\/payment-success\?session_id=/);
    await expect(
      checkout.getByRole("heading", { level: 1, name: "Payment Successful!" }),
    ).toBeVisible();
    await expect(toast(checkout, "Payment Verified!")).toBeVisible();
    await expect(checkout.getByTestId("total-points")).toHaveText(String(terms.rewardPoints));
    await expectAccessible(checkout);
    await checkout.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(checkout).toHaveURL("/dashboard");

    // The first tab picks the payment up when it is looked at again.
    await page.bringToFront();
    await page.reload();
    const paid = quoteItem(page, "£189.00");
    await expect(paid.getByText(GARAGES.cotswold.garageName)).toBeVisible();
    await expect(paid.getByText(GARAGES.cotswold.garageAddress)).toBeVisible();
    // Typed by staff as '01242 555 010', shown as a Cheltenham number is written.
    await expect(paid.getByRole("link", { name: "01242 555010" })).toHaveAttribute(
      "href",
      `tel:${GARAGES.cotswold.garagePhone.replaceAll(" ", "")}`,
    );
    await expect(paid.getByRole("button", { name: "Change Mind & Reject" })).toHaveCount(0);
    await expect(paid.getByRole("button", { name: /Service Fee/ })).toHaveCount(0);
    // The quote not chosen keeps its garage hidden.
    await expect(page.getByText(GARAGES.severn.garageName)).toHaveCount(0);
  });

  test("another customer cannot see the garage or verify the payment", async ({
    page,
    baseURL,
    browserErrors,
    browser,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "garage-owner");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    await page.goto("/dashboard");
    await quoteItem(page, "£189.00").getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(page, "Quote Accepted!")).toBeVisible();
    const created = await page.request.post("/api/payments", {
      data: { quoteRequestId: requestId },
      headers: { origin: base },
    });
    const { sessionId } = (await created.json()) as { sessionId: string };
    const paid = await page.request.post(`/checkout/test/${sessionId}/pay`, {
      form: {},
      headers: { origin: base },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    const otherContext = await browser.newContext({ baseURL: base });
    const intruder = await otherContext.newPage();
    intruder.on("console", (message) => {
      if (message.type() !== "error") return;
      browserErrors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    await customerWithRequest(intruder, base, "garage-intruder");
    const garage = await intruder.request.get(`/api/quote-requests/${requestId}/garage`);
    expect(garage.status()).toBe(404);
    expect(await garage.text()).not.toContain(GARAGES.cotswold.garageName);
    await intruder.goto(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    await expect(
      intruder.getByRole("heading", { level: 1, name: "Verification Error" }),
    ).toBeVisible();
    await expect(toast(intruder, "Failed to verify payment")).toBeVisible();
    await intruder.goto("/dashboard");
    await expect(intruder.getByRole("article")).toHaveCount(1);
    await expect(intruder.getByText(GARAGES.cotswold.garageName)).toHaveCount(0);
    await otherContext.close();
    allowFailedResponses(browserErrors, [{ status: 404, path: "/api/payments/verify" }]);

    await page.reload();
    await expect(quoteItem(page, "£189.00").getByText(GARAGES.cotswold.garageName)).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("reject with a reason, accept another, and pay in the same window", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "phone-decisions");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold, GARAGES.severn]);
    await page.goto("/dashboard");
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await expect(card.getByText("Awaiting Response")).toHaveCount(2);

    const expensive = quoteItem(page, "£189.00");
    await expensive.getByRole("button", { name: "Reject Quote" }).click();
    const dialog = dialogTitled(page, "Reject Quote");
    const reason = dialog.getByLabel("Reason for rejection");
    const submit = dialog.getByRole("button", { name: "Reject Quote" });
    await expect(submit).toBeDisabled();
    await reason.fill("   ");
    await expect(submit).toBeDisabled();
    await reason.blur();
    await expect(dialog.getByText("Please provide a reason for rejection")).toBeVisible();
    await expectAccessible(page);
    await reason.fill("The other garage is cheaper for the same work.");
    await expect(submit).toBeEnabled();
    await submit.press("Enter");
    await expect(toast(page, "Quote Rejected")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("In Review", { exact: true })).toBeVisible();
    await expect(expensive.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(expensive.getByRole("button")).toHaveCount(0);
    await expectFitsPhoneWidth(page);
    await page.setViewportSize({ width: 390, height: 844 });

    const cheaper = quoteItem(page, "£174.50");
    await cheaper.getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(page, "Quote Accepted!")).toBeVisible();
    await cheaper.getByRole("button", { name: /^Pay £[\d.]+ Service Fee$/ }).click();
    // A phone pays in the same window.
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expectFitsPhoneWidth(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(quoteItem(page, "£174.50").getByText(GARAGES.severn.garageName)).toBeVisible();
    await expect(page.getByText(GARAGES.cotswold.garageName)).toHaveCount(0);
    await expectFitsPhoneWidth(page);
  });
});
