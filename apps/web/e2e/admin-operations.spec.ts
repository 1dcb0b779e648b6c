import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, toast } from "./support/accounts";
import { waitForEmail } from "./support/mailbox";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";
import { staffPage } from "./support/staff";

function requestCard(page: Page, email: string) {
  return page.getByRole("article").filter({ hasText: email });
}

/**
 * Quote Processing lists the oldest first, so a new request is on a later page: turn the
 * pages until its card shows.
 */
async function turnPagesTo(page: Page, email: string) {
  const card = requestCard(page, email);
  await expect(page.getByRole("heading", { name: /^Active Requests \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  for (let turns = 0; turns < 20 && !(await card.isVisible()); turns += 1) {
    const next = page.getByRole("navigation", { name: "Request pages" }).getByRole("button", {
      name: "Next",
    });
    if (!(await next.isEnabled())) break;
    await next.click();
    await expect(
      page
        .getByRole("region", { name: /^Active Requests/ })
        .getByRole("list")
        .first(),
    ).not.toHaveAttribute("aria-busy", "true");
  }
  await expect(card).toBeVisible();
  return card;
}

test.describe("admin operations", () => {
  test("a new request appears on the admin dashboard by itself; review, quote, and the customer sees it", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const admin = await staffPage(browser, base, browserErrors);
    await admin.goto("/admin/dashboard");
    await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(
      admin.getByText("Manage active quote requests and customer queries"),
    ).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Active Quote Requests" })).toBeVisible();
    await expect(admin.getByText(/Last updated: \d\d:\d\d/)).toBeVisible();
    // Staff are offered the admin area, not an empty customer dashboard.
    const mainNav = admin.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Admin" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expect(mainNav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    // The readiness checks are real: the journeys run on plain HTTP with the test checkout.
    await admin.getByRole("button", { name: "Check Production Status" }).click();
    const status = admin.getByRole("region", { name: "Production Status" });
    const check = (name: string) => status.getByRole("listitem").filter({ hasText: name });
    await expect(check("Database Connection")).toContainText("Ready");
    await expect(check("Authentication")).toContainText("Ready");
    await expect(check("Live Payments")).toContainText("Issue");
    await expect(check("Live Payments")).toContainText("Test checkout: no real payments are taken");
    await expect(check("SSL Certificate")).toContainText("HTTP Only");
    await expect(status).toContainText(
      "Almost Ready: Please address the issues above before going live",
    );
    await admin.getByRole("button", { name: "Hide Production Status" }).click();
    await expect(status).toHaveCount(0);

    // Submitted while the dashboard is open: it appears without a reload.
    const { account } = await customerWithRequest(page, base, "admin-flow");
    const row = requestCard(admin, account.email);
    await expect(row).toBeVisible({ timeout: 4_000 });
    await expect(row).toContainText("Volkswagen Golf · AB12 CDE");
    await expect(row).toContainText("Low Priority");
    await expect(row).toContainText("Outstanding");
    await expect(row).toContainText("07700 900555");
    await expect(row.getByText(/^\d\dm \d\ds$/)).toBeVisible();
    await expectAccessible(admin);

    // The Outstanding filter, then cleared.
    await admin.getByRole("button", { name: /Outstanding Requests/ }).click();
    await expect(
      admin.getByRole("heading", { name: /^Filtered Quote Requests \(\d+\)$/ }),
    ).toBeVisible();
    await expect(admin.getByText("Filtered by")).toBeVisible();
    await admin.getByRole("button", { name: "Clear Filter" }).click();
    await expect(admin.getByRole("heading", { name: "Active Quote Requests" })).toBeVisible();

    await row.getByRole("button", { name: "View Details" }).click();
    const details = dialogTitled(admin, "Request Details");
    await expect(details).toContainText("Grinding from the front brakes when stopping.");
    await expect(details.getByRole("link", { name: "Call Customer" })).toHaveAttribute(
      "href",
      "tel:07700900555",
    );
    await admin.keyboard.press("Escape");

    await row.getByRole("button", { name: "Start Review" }).click();
    await expect(toast(admin, "Request status updated to 'In Progress'")).toBeVisible();
    await expect(row).toContainText("In Progress");
    await expect(row.getByRole("button", { name: "Start Review" })).toHaveCount(0);

    // Quote Processing: the request, the form, and the quote sent to the customer.
    await admin
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Quote Processing" })
      .click();
    await expect(admin.getByRole("heading", { name: /^Active Requests \(\d+\)$/ })).toBeVisible();
    await expect(
      admin.getByText("Select a customer request to begin creating a quote."),
    ).toBeVisible();
    const processing = await turnPagesTo(admin, account.email);
    await processing.getByRole("button", { name: "Add New Quote" }).click();
    const form = admin.getByRole("form", { name: "Create New Quote" });
    await form.getByRole("button", { name: "Create Quote" }).click();
    await expect(form.getByText("Please enter the garage name")).toBeVisible();
    await form.getByLabel("Garage Name").fill(GARAGES.cotswold.garageName);
    await form.getByLabel("Garage Phone").fill(GARAGES.cotswold.garagePhone);
    await form.getByLabel("Garage Address").fill(GARAGES.cotswold.garageAddress);
    await form.getByLabel("Garage Postcode").fill(GARAGES.cotswold.garagePostcode);
    await form.getByLabel("Garage Email").fill(GARAGES.cotswold.garageEmail);
    await form.getByLabel("Price (£)").fill("189.00");
    await form.getByLabel("Work Description").fill(GARAGES.cotswold.description);
    await form.getByLabel("Estimated Duration").fill(GARAGES.cotswold.estimatedDuration);
    await expectAccessible(admin);
    await form.getByRole("button", { name: "Create Quote" }).click();
    await expect(toast(admin, "Quote has been created and sent to customer.")).toBeVisible();
    await expect(processing).toContainText(`£189.00 · ${GARAGES.cotswold.garageName}`);
    await expect(processing).toContainText("Quoted");

    const email = await waitForEmail(
      page.request,
      account.email,
      "New quote for your Volkswagen Golf",
    );
    expect(email.text).toContain(GARAGES.cotswold.description);
    await page.goto("/dashboard");
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await expect(card).toContainText("£189.00");
    await expect(card).toContainText("Awaiting Response");
    await expect(card.getByText(GARAGES.cotswold.garageName)).toHaveCount(0);
    await admin.context().close();
  });

  test("an admin's message reaches the customer, whose reply the admin then reads", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "admin-message");
    const admin = await staffPage(browser, base, browserErrors);
    // Opened straight from its address: the id in the path is enough.
    await admin.goto(`/admin/message/${requestId}`);
    await expect(
      admin.getByRole("heading", { level: 1, name: "Customer Messaging" }),
    ).toBeVisible();
    await expect(
      admin.getByText(`To ${account.email} about the Volkswagen Golf (AB12 CDE)`),
    ).toBeVisible();
    await expect(admin.getByText(requestId.slice(0, 8), { exact: true })).toBeVisible();
    await expect(admin.getByText("No messages sent yet")).toBeVisible();
    await admin.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(admin, "Please fill in all required fields")).toBeVisible();
    // Each blank field says so, and the first takes the focus.
    await expect(admin.getByLabel("Subject")).toBeFocused();
    await expect(admin.getByLabel("Subject")).toHaveAccessibleDescription(
      "Please fill in all required fields",
    );
    await expect(admin.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Please fill in all required fields",
    );
    await admin.getByLabel("Subject").fill("Your brakes");
    await admin
      .getByRole("textbox", { name: "Message" })
      .fill("Could you tell us when the grinding started?");
    await admin.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(admin, "Message Sent!")).toBeVisible();
    const history = admin.getByRole("listitem").filter({ hasText: "Your brakes" });
    await expect(history).toContainText(`From ${DEMO_ADMIN.email}`);
    await expectAccessible(admin);

    await waitForEmail(page.request, account.email, "Your brakes");
    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Messages" }).click();
    await expect(page.getByRole("heading", { name: "Messages from Support" })).toBeVisible();
    // The message itself; the reply below also opens a conversation with customer service.
    const message = page.getByRole("article").filter({
      has: page.getByRole("heading", { name: "Your brakes", exact: true }),
    });
    await expect(message).toContainText("Could you tell us when the grinding started?");
    const send = message.getByRole("button", { name: "Send Reply" });
    await expect(send).toBeDisabled();
    await message.getByLabel("Your reply").fill("   ");
    await expect(send).toBeDisabled();
    // Too long a reply is refused under the box before it is sent, and the box takes the focus.
    await message.getByLabel("Your reply").fill("a".repeat(5001));
    await send.click();
    await expect(message.getByText("Please use no more than 5000 characters")).toBeVisible();
    await expect(message.getByLabel("Your reply")).toBeFocused();
    await message.getByLabel("Your reply").fill("About a week ago, only when braking hard.");
    await expect(message.getByText("Please use no more than 5000 characters")).toBeHidden();
    await send.click();
    await expect(toast(page, "Reply Sent")).toBeVisible();
    await expect(message).toContainText("You replied");
    await expectAccessible(page);

    await admin.reload();
    await expect(history.getByRole("region", { name: "Customer Replies" })).toContainText(
      "About a week ago, only when braking hard.",
    );
    await admin.context().close();
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("soft delete, restore, then delete for good", async ({
      page,
      browser,
      baseURL,
      browserErrors,
    }) => {
      const base = baseURL ?? "";
      const { account, requestId } = await customerWithRequest(page, base, "admin-delete");
      await quoteAsStaff(base, requestId, [GARAGES.severn]);
      const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN, true);

      await admin.goto("/admin/quote-processing");
      const card = await turnPagesTo(admin, account.email);
      await card.getByRole("button", { name: /^Delete the request/ }).click();
      await dialogTitled(admin, "Delete this request?")
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(toast(admin, "Quote request moved to deleted section")).toBeVisible();
      await expect(card).toHaveCount(0);
      await expectFitsPhoneWidth(admin);
      await admin.setViewportSize({ width: 390, height: 844 });

      await admin.goto("/admin/deleted-quotes");
      await expect(
        admin.getByRole("heading", { name: /^Deleted Requests \(\d+\)$/ }),
      ).toBeVisible();
      const deleted = requestCard(admin, account.email);
      await expect(deleted).toContainText("Deleted");
      await deleted.getByRole("button", { name: "Restore" }).click();
      await expect(toast(admin, "Quote request restored successfully")).toBeVisible();
      await expect(deleted).toHaveCount(0);

      await admin.goto("/admin/dashboard");
      await expect(requestCard(admin, account.email)).toContainText("Outstanding");
      await expectFitsPhoneWidth(admin);
      await admin.setViewportSize({ width: 390, height: 844 });

      // Deleted again, then for good, behind the spec's confirmation.
      await admin.goto("/admin/quote-processing");
      await (await turnPagesTo(admin, account.email))
        .getByRole("button", { name: /^Delete the request/ })
        .click();
      await dialogTitled(admin, "Delete this request?")
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(toast(admin, "Quote request moved to deleted section")).toBeVisible();
      await admin.goto("/admin/deleted-quotes");
      await requestCard(admin, account.email)
        .getByRole("button", { name: "Permanent Delete" })
        .click();
      const confirm = dialogTitled(admin, "Permanent Delete");
      await expect(confirm).toContainText(
        "Are you sure you want to permanently delete this request? This action cannot be undone.",
      );
      await expectAccessible(admin);
      await confirm.getByRole("button", { name: "Permanent Delete" }).click();
      await expect(toast(admin, "Quote request permanently deleted")).toBeVisible();
      await expect(requestCard(admin, account.email)).toHaveCount(0);
      await expectFitsPhoneWidth(admin);

      await page.goto("/dashboard");
      await expect(page.getByText("No quotes yet")).toBeVisible();
      await admin.context().close();
    });
  });
});
