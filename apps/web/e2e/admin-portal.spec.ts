import { request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, fromClient, signInWithApi, toast } from "./support/accounts";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, quoteAsStaff } from "./support/quotes";
import { staffPage } from "./support/staff";

const INSTALLED = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
};

/** Puts System Settings back as installed: the journeys share one server. */
async function restoreSettings(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signInWithApi(
      api,
      baseURL,
      DEMO_SUPER_ADMIN,
      fromClient(`${DEMO_SUPER_ADMIN.email}:restore`),
    );
    const saved = await api.put("/api/admin/settings", {
      data: INSTALLED,
      headers: { origin: baseURL },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe("the admin portal", () => {
  test("the six cards, a detail list, the metrics and charts, and Customer Management's delete", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "portal-list");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN);

    await admin.goto("/admin/portal");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
      "Production Operations Center",
    );
    const cards = admin.getByRole("list", { name: "Platform figures" });
    for (const label of [
      "Total Customers",
      "Active Requests",
      "Rejected Quotes",
      "Completed Today",
      "Revenue (£)",
      "Avg Response",
    ]) {
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
    }
    // a quote was given just now: the mean response time is computed, never a constant
    await expect(cards.getByRole("listitem").filter({ hasText: "Avg Response" })).toContainText(
      /\d+h \d+m|\d+m|under 1m/,
    );
    await expect(cards.getByRole("listitem").filter({ hasText: "Revenue (£)" })).toContainText(
      /£[\d,]+\.\d{2}/,
    );

    const activeCard = cards.getByRole("button", { name: /Active Requests/ });
    await activeCard.click();
    await expect(activeCard).toHaveAttribute("aria-pressed", "true");
    const list = admin.getByRole("region", { name: /^Active Requests \(\d+\)$/ });
    await expect(list).toBeVisible();
    await expect(list.getByText("Including those with rejections")).toBeVisible();
    await expectAccessible(admin);
    // newest first: the request just made is on the first page, with its fields
    const entry = list.getByRole("article").filter({ hasText: account.email });
    await expect(entry).toContainText("Volkswagen Golf · AB12 CDE");
    await expect(entry).toContainText("Grinding from the front brakes when stopping.");
    await expect(entry).toContainText("Quoted");
    await activeCard.click();
    await expect(list).toBeHidden();

    await cards.getByRole("button", { name: /Total Customers/ }).click();
    await expect(admin.getByRole("region", { name: /^All Customers \(\d+\)$/ })).toBeVisible();

    const metrics = admin.getByRole("heading", { name: "Production Metrics" }).locator("../..");
    await expect(metrics).toContainText(/Conversion Rate\s*\d+%/);
    await expect(metrics).toContainText(/Avg Revenue\/Customer\s*£[\d,]+\.\d{2}/);
    await expect(admin.getByRole("img", { name: /^Requests per day: / })).toBeVisible();
    await expect(admin.getByRole("img", { name: /^Revenue per day: / })).toBeVisible();

    // an admin may manage requests but not the settings
    await expect(admin.getByRole("button", { name: /System Settings/ })).toBeDisabled();
    await expect(admin.getByText("Super admin access required")).toBeVisible();

    await admin.getByRole("button", { name: /Customer Management/ }).click();
    const manage = dialogTitled(admin, "Customer Management");
    const row = manage.getByRole("article").filter({ hasText: account.email });
    await expect(row).toContainText("Volkswagen Golf · AB12 CDE");
    await expectAccessible(admin);
    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = dialogTitled(admin, "Delete customer request");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(admin, "Customer request deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    await manage.getByRole("button", { name: "Close", exact: true }).click();
    await expect(manage).toBeHidden();
    // gone for good: not even among the deleted requests, and the customer no longer sees it
    const gone = await page.request.get(`/api/quote-requests/${requestId}`);
    expect(gone.status()).toBe(404);
    await admin.context().close();
  });

  test("a super admin changes the fee and points; the customer pays the new fee and earns the new points", async ({
    page,
    context,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const boss = await staffPage(browser, base, browserErrors, DEMO_SUPER_ADMIN);
    try {
      await boss.goto("/admin/portal");
      await boss.getByRole("button", { name: /System Settings/ }).click();
      const settings = dialogTitled(boss, "System Settings");
      const fee = settings.getByLabel("Payment Fee (£)");
      await expect(fee).toHaveValue("3.00");
      await expect(settings.getByLabel("Platform Name")).toHaveValue("Automobi");
      await expect(settings.getByLabel("Reward Points per Payment")).toHaveValue("10");
      await expect(settings.getByLabel("Maximum Quote Response Time (hours)")).toHaveValue("24");
      // the server's rules, shown on the field
      await fee.fill("0.29");
      await settings.getByRole("button", { name: "Save" }).click();
      await expect(
        settings.getByText("Payment fee must be at least £0.30, the smallest card payment"),
      ).toBeVisible();
      await expect(fee).toBeFocused();
      await expectAccessible(boss);

      await fee.fill("4.50");
      await settings.getByLabel("Reward Points per Payment").fill("25");
      await settings.getByRole("button", { name: "Save" }).click();
      await expect(toast(boss, "Settings Saved")).toBeVisible();
      await expect(settings).toBeHidden();
      // each change is recorded: who, when, from what to what
      await boss.getByRole("button", { name: /System Settings/ }).click();
      const changes = dialogTitled(boss, "System Settings").getByRole("region", {
        name: "Recent changes",
      });
      await expect(changes).toContainText("Payment Fee: £3.00 → £4.50");
      await expect(changes).toContainText("Reward Points per Payment: 10 → 25");
      await expect(changes).toContainText(DEMO_SUPER_ADMIN.email);
      await boss.keyboard.press("Escape");

      // a customer accepting a quote now sees, pays and is rewarded at the new terms
      const { requestId } = await customerWithRequest(page, base, "new-fee");
      await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
      await page.goto("/dashboard");
      const quote = page.getByRole("article").getByRole("listitem").filter({ hasText: "£189.00" });
      await quote.getByRole("button", { name: "Accept Quote" }).click();
      await expect(toast(page, "Quote Accepted!")).toBeVisible();
      await expect(quote).toContainText("25 reward points");
      const checkoutTab = context.waitForEvent("page");
      await quote.getByRole("button", { name: "Pay £4.50 Service Fee" }).click();
      const checkout = await checkoutTab;
      await expect(checkout.getByText("£4.50").first()).toBeVisible();
      await checkout.getByRole("button", { name: /^Pay/ }).click();
      await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(checkout.getByText("you earned 25 reward points")).toBeVisible();
      await expect(checkout.getByTestId("total-points")).toHaveText("25");
      await checkout.close();
    } finally {
      await boss.context().close();
      await restoreSettings(base);
    }
  });

  test("the maximum response time marks waiting requests Overdue on the Admin Dashboard", async ({
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN);
    const boss = await staffPage(browser, base, browserErrors, DEMO_SUPER_ADMIN);
    try {
      await admin.goto("/admin/dashboard");
      await admin.getByRole("button", { name: /In Progress/ }).click();
      // the demo's wheel refurbishment has waited 6 hours for a quote: inside 24 hours
      const waiting = admin.getByRole("article").filter({ hasText: "Kerbed two alloys" });
      await expect(waiting).toBeVisible();
      await expect(waiting.getByText("Overdue", { exact: true })).toHaveCount(0);

      await boss.goto("/admin/portal");
      await boss.getByRole("button", { name: /System Settings/ }).click();
      const settings = dialogTitled(boss, "System Settings");
      await settings.getByLabel("Maximum Quote Response Time (hours)").fill("5");
      await settings.getByRole("button", { name: "Save" }).click();
      await expect(toast(boss, "Settings Saved")).toBeVisible();

      // the open dashboard picks the new limit up by itself
      await expect(waiting.getByText("Overdue", { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(waiting).toContainText("(over the 5-hour response time)");
      await expectAccessible(admin);
    } finally {
      await admin.context().close();
      await boss.context().close();
      await restoreSettings(base);
    }
  });
});

test.describe("the admin portal on a phone", () => {
  test("cards, a detail list and the quick actions fit 390 px", async ({
    browser,
    baseURL,
    browserErrors,
  }) => {
    const admin = await staffPage(browser, baseURL ?? "", browserErrors, DEMO_SUPER_ADMIN, true);
    await admin.goto("/admin/portal");
    await expect(admin.getByText("Loading admin data...")).toBeHidden();
    await admin.getByRole("button", { name: /Rejected Quotes/ }).click();
    await expect(admin.getByRole("region", { name: /^Rejected Quotes \(\d+\)$/ })).toBeVisible();
    await expectFitsPhoneWidth(admin);
    await admin.getByRole("button", { name: /System Settings/ }).click();
    await expect(dialogTitled(admin, "System Settings").getByLabel("Platform Name")).toBeVisible();
    await expectFitsPhoneWidth(admin);
    await expectAccessible(admin);
    await admin.context().close();
  });
});

test("every admin screen is built: a heading of its own, no placeholder", async ({
  browser,
  baseURL,
  browserErrors,
}) => {
  const boss = await staffPage(browser, baseURL ?? "", browserErrors, DEMO_SUPER_ADMIN);
  const screens: Record<string, string> = {
    "/admin/portal": "Production Operations Center",
    "/admin/dashboard": "Admin Dashboard",
    "/admin/quote-processing": "Quote Processing Center",
    "/admin/customer-service": "Customer Service Center",
    "/admin/deleted-quotes": "Deleted Quote Requests",
    "/admin/emails": "E-mail Log",
    "/admin/garages": "Garages",
    "/admin/audit": "Audit Log",
    "/admin/staff": "Staff",
  };
  for (const [path, heading] of Object.entries(screens)) {
    await boss.goto(path);
    await expect(boss.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(boss.getByText(/not available yet|still building/i)).toHaveCount(0);
    // every screen is in the navigation, marked where it is
    const here = boss.getByRole("navigation", { name: "Admin" }).locator('a[aria-current="page"]');
    await expect(here).toHaveAttribute("href", path);
  }
  await boss.context().close();
});
