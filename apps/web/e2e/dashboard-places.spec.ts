import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_ADMIN, fromClient, signInWithApi, toast } from "./support/accounts";
import { dialogTitled } from "./support/quote-journey";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";

const TABS = [
  ["quotes", "Quotes"],
  ["messages", "Messages"],
  ["manage", "Manage"],
  ["deleted", "Deleted"],
  ["rewards", "Rewards"],
  ["vehicles", "Vehicles"],
] as const;

/** One garage's quote inside the customer's request cards. */
function quoteItem(page: Page, price: string) {
  return page.getByRole("article").getByRole("listitem").filter({ hasText: price });
}

/** A staff action on a request (Mark Complete, say), as the admin screens send it. */
async function asStaff(baseURL: string, requestId: string, action: string) {
  const staff: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await signInWithApi(staff, baseURL, DEMO_ADMIN, fromClient(`${DEMO_ADMIN.email}:${requestId}`));
    const done = await staff.post(`/api/admin/quote-requests/${requestId}/${action}`, {
      data: {},
      headers: { origin: baseURL },
    });
    expect(done.status(), await done.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

test.describe("the service fee of a completed request", () => {
  test("Accept moves the focus to the payment card", async ({ page, baseURL }) => {
    const { requestId } = await customerWithRequest(page, baseURL ?? "", "focus-pay");
    await quoteAsStaff(baseURL ?? "", requestId, [GARAGES.cotswold]);
    await page.goto("/dashboard");
    const chosen = quoteItem(page, "£189.00");
    await chosen.getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(page, "Quote Accepted!")).toBeVisible();
    await expect(chosen.getByRole("region", { name: "Service fee" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(chosen.getByRole("button", { name: /^Pay £[\d.]+ Service Fee$/ })).toBeFocused();
  });

  test("staff marked it complete first: the accepted quote is still paid for", async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "completed-pay");
    await quoteAsStaff(base, requestId, [GARAGES.severn]);
    await page.goto("/dashboard");
    await quoteItem(page, "£174.50").getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(page, "Quote Accepted!")).toBeVisible();
    await asStaff(base, requestId, "mark-complete");

    await page.reload();
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await expect(card.getByText("Completed", { exact: true })).toBeVisible();
    const checkoutTab = context.waitForEvent("page");
    await quoteItem(page, "£174.50")
      .getByRole("button", { name: /^Pay £[\d.]+ Service Fee$/ })
      .click();
    const checkout = await checkoutTab;
    await expect(checkout).toHaveURL(/\/checkout\/test\//);
    await checkout.getByRole("button", { name: /^Pay/ }).click();
    await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await checkout.close();

    await page.reload();
    const paid = quoteItem(page, "£174.50");
    await expect(paid.getByText(GARAGES.severn.garageName)).toBeVisible();
    await expect(paid.getByRole("button", { name: /Service Fee/ })).toHaveCount(0);
    await expect(toast(page, "Only an accepted quote can be paid for.")).toHaveCount(0);
  });
});

test.describe("dashboard addresses", () => {
  test("every tab opens from its address; choosing one writes it, and Back returns", async ({
    page,
    baseURL,
  }) => {
    await customerWithRequest(page, baseURL ?? "", "tab-links");
    for (const [value, name] of TABS) {
      await page.goto(`/dashboard?tab=${value}`);
      await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
      await expect(page.getByRole("tab", { name, selected: true })).toBeFocused();
    }
    await page.goto("/dashboard?tab=rewards");
    await page.getByRole("tab", { name: "Vehicles" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=vehicles$/);
    await page.getByTestId("stat-deleted").click();
    await expect(page).toHaveURL(/\/dashboard\?tab=deleted$/);
    await expect(page.getByRole("tab", { name: "Deleted", selected: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Vehicles", selected: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Rewards", selected: true })).toBeVisible();
  });

  test("a notification's View opens its tab and the request it names", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "notification-view");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    await page.goto("/dashboard?tab=rewards");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const notes = dialogTitled(page, "Notifications");
    const quoted = notes.getByRole("listitem").filter({ hasText: "New quote received" });
    await quoted.getByRole("link", { name: "View" }).click();
    await expect(notes).toBeHidden();
    await expect(page).toHaveURL(`/dashboard?tab=quotes&request=${requestId}`);
    await expect(page.getByRole("tab", { name: "Quotes", selected: true })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("all six tabs are in sight at 390 px and each opens with a tap", async ({
    page,
    baseURL,
  }) => {
    await customerWithRequest(page, baseURL ?? "", "phone-tabs");
    await page.goto("/dashboard");
    const width = page.viewportSize()?.width ?? 0;
    expect(width).toBe(390);
    // Where the page puts them, before any tap could scroll a row of tabs sideways.
    for (const [, name] of TABS) {
      const box = await page.getByRole("tab", { name }).boundingBox();
      expect(box, `${name} is laid out`).not.toBeNull();
      expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
    }
    const list = page.getByRole("tablist", { name: "Dashboard sections" });
    const hidden = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(hidden, "no tab hidden in a sideways scroll").toBeLessThanOrEqual(0);
    // Last first: each tap then opens a tab other than the one already open.
    for (const [value, name] of [...TABS].reverse()) {
      await page.getByRole("tab", { name }).tap();
      await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`tab=${value}$`));
    }
  });
});
