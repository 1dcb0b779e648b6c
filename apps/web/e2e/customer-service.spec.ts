import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, toast } from "./support/accounts";
import { waitForEmail } from "./support/mailbox";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, quoteAsStaff } from "./support/quotes";
import { staffPage } from "./support/staff";

const SCREEN = "/admin/customer-service";

async function openScreen(admin: Page) {
  await admin.goto(SCREEN);
  await expect(
    admin.getByRole("heading", { level: 1, name: "Customer Service Center" }),
  ).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Recent Customer Requests" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: /^Support Tickets/ })).toBeVisible();
}

function recentRequest(admin: Page, email: string): Locator {
  return admin
    .getByRole("region", { name: "Recent Customer Requests" })
    .getByRole("article")
    .filter({ hasText: email });
}

function ticketButton(admin: Page, email: string): Locator {
  return admin
    .getByRole("region", { name: /^Support Tickets/ })
    .getByRole("button")
    .filter({ hasText: email });
}

/** The customer's own quotes, as their dashboard reads them. */
async function quoteIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/quote-requests");
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ quotes: Array<{ id: string }> }> };
  return items.flatMap((item) => item.quotes.map((quote) => quote.id));
}

async function decide(page: Page, baseURL: string, quoteId: string, body: object, verb: string) {
  const response = await page.request.post(`/api/quotes/${quoteId}/${verb}`, {
    data: body,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("customer service center", () => {
  test("rejection feedback becomes a ticket; the admin's response reaches the customer by e-mail and in the app", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "cs-reject");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    const reason = "Too dear for pads alone; a local garage quoted £120 for the same work.";

    // The customer rejects the quote with a reason on their dashboard.
    await page.goto("/dashboard");
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    await card.getByRole("button", { name: "Reject Quote" }).click();
    const dialog = dialogTitled(page, "Reject Quote");
    await dialog.getByLabel("Reason for rejection").fill(reason);
    await dialog.getByRole("button", { name: "Reject Quote" }).click();
    await expect(toast(page, "Quote Rejected")).toBeVisible();

    // The admin finds the ticket it opened, and reads the reason.
    const admin = await staffPage(browser, base, browserErrors);
    await openScreen(admin);
    await admin.getByRole("button", { name: "Open", exact: true }).click();
    await expect(admin.getByRole("button", { name: "Open", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const ticket = ticketButton(admin, account.email);
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText("Quote rejected: £189.00");
    await expect(ticket).toContainText("Rejection feedback");
    await expect(ticket).toContainText("Low Priority");
    await expect(ticket).toContainText("Open");
    await expect(ticket).toContainText("0 responses");
    await ticket.click();
    await expect(ticket).toHaveAttribute("aria-pressed", "true");

    const detail = admin.getByRole("article").filter({
      has: admin.getByRole("heading", { name: /^Quote rejected: £189\.00/ }),
    });
    const conversation = detail.getByRole("list", { name: "Conversation" });
    await expect(conversation.getByRole("listitem")).toHaveCount(1);
    await expect(conversation).toContainText(reason);
    await expect(conversation).toContainText(account.email);
    await expect(conversation).toContainText("(Customer)");
    const response = detail.getByLabel("Your response");
    const send = detail.getByRole("button", { name: "Send Response" });
    await expect(send).toBeDisabled();
    await response.fill("   ");
    await expect(send).toBeDisabled();
    await expectAccessible(admin);

    const answer = "Thanks for telling us. We have asked two more garages for a lower price.";
    await response.fill(answer);
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toast(admin, "Response Sent")).toBeVisible();
    await expect(toast(admin, `Email response sent to ${account.email}`)).toBeVisible();
    await expect(response).toHaveValue("");
    await expect(detail.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(conversation.getByRole("listitem")).toHaveCount(2);
    await expect(conversation.getByRole("listitem").nth(1)).toContainText(answer);
    await expect(conversation.getByRole("listitem").nth(1)).toContainText(DEMO_ADMIN.email);
    // The Open filter no longer lists it; In Progress does, with its response counted.
    await expect(ticket).toHaveCount(0);
    await admin.getByRole("button", { name: "In Progress", exact: true }).click();
    await expect(ticket).toContainText("1 response");
    await expect(ticket).toContainText("In Progress");

    // The customer is e-mailed the response and notified in the app.
    const email = await waitForEmail(page.request, account.email, "Re: Quote rejected");
    expect(email.text).toContain(answer);
    expect(email.text).toContain(reason);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const notes = dialogTitled(page, "Notifications");
    await expect(notes).toContainText("Response from customer service");
    await expect(notes).toContainText("Re: Quote rejected: £189.00");
    await page.keyboard.press("Escape");
    // Messages shows the answer under what the customer wrote.
    await page.getByRole("tab", { name: "Messages" }).click();
    const conversationCard = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: /^Quote rejected: £189\.00/ }) });
    const thread = conversationCard
      .getByRole("list", { name: "Conversation" })
      .getByRole("listitem");
    await expect(thread).toHaveCount(2);
    await expect(thread.nth(0)).toContainText("You rejected a quote");
    await expect(thread.nth(0)).toContainText(reason);
    await expect(thread.nth(1)).toContainText("Customer service answered");
    await expect(thread.nth(1)).toContainText(answer);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsPhoneWidth(page);
    // The customer answers in the conversation, and staff read it in the ticket.
    const followUp = "Thanks, I will wait for the new quotes.";
    await conversationCard.getByLabel("Your reply").fill(followUp);
    await conversationCard.getByRole("button", { name: "Send Reply" }).click();
    await expect(toast(page, "Reply Sent")).toBeVisible();
    await expect(thread).toHaveCount(3);
    await expect(thread.nth(2)).toContainText("You replied");
    await expect(thread.nth(2)).toContainText(followUp);
    await admin.reload();
    await ticket.click();
    await expect(conversation.getByRole("listitem")).toHaveCount(3);
    await expect(conversation.getByRole("listitem").nth(2)).toContainText(followUp);
    await expect(conversation.getByRole("listitem").nth(2)).toContainText("(Customer)");
    await expect(detail.getByText("Open", { exact: true })).toBeVisible();

    // The staff's message history shows the reason as the customer's, not the support inbox's.
    const history = await staffPage(browser, base, browserErrors);
    await history.goto(`/admin/message/${requestId}`);
    const feedback = history.getByRole("listitem").filter({ hasText: reason });
    await expect(feedback).toContainText(
      `From ${account.email} (the customer's rejection feedback)`,
    );
    await expect(feedback).not.toContainText("support@");
    await history.context().close();

    // A last response that closes the ticket: it takes no more.
    await response.fill("The new quotes are on your dashboard. Closing this for now.");
    await detail.getByRole("checkbox", { name: "Close ticket after sending" }).check();
    await send.click();
    await expect(toast(admin, "Response Sent").last()).toBeVisible();
    await expect(detail.getByText("Closed", { exact: true })).toBeVisible();
    await expect(
      detail.getByText("This ticket is closed and cannot take a response"),
    ).toBeVisible();
    await expect(detail.getByLabel("Your response")).toHaveCount(0);
    await admin.getByRole("button", { name: "Closed", exact: true }).click();
    await expect(ticket).toContainText("2 responses");
    await detail.getByRole("button", { name: "Back to tickets" }).click();
    await expect(admin.getByText("Select a support ticket to read the conversation")).toBeVisible();
    await expect(ticket).toBeFocused();
    await admin.context().close();
  });

  test("Mark as Quoted on a pending request and Mark Complete on an accepted one", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const pending = await customerWithRequest(page, base, "cs-pending");
    // Another customer whose quote is accepted.
    const otherContext = await browser.newContext({ baseURL: base });
    const other = await otherContext.newPage();
    const accepted = await customerWithRequest(other, base, "cs-accepted");
    await quoteAsStaff(base, accepted.requestId, [GARAGES.severn]);
    const [quoteId] = await quoteIds(other);
    await decide(other, base, quoteId ?? "", {}, "accept");
    await otherContext.close();

    const admin = await staffPage(browser, base, browserErrors);
    await openScreen(admin);
    const waiting = recentRequest(admin, pending.account.email);
    await expect(waiting).toContainText("Volkswagen Golf · AB12 CDE");
    await expect(waiting).toContainText("Brake Service");
    await expect(waiting).toContainText("Outstanding");
    await expect(waiting).toContainText(/Submitted \d{1,2} \w+ \d{4}, \d\d:\d\d/);
    await expect(waiting.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);
    await waiting.getByRole("button", { name: "Mark as Quoted" }).click();
    await expect(toast(admin, "Request marked as quoted")).toBeVisible();
    await expect(waiting.getByText("Quoted", { exact: true })).toBeVisible();
    await expect(waiting.getByRole("button")).toHaveCount(0);

    const agreed = recentRequest(admin, accepted.account.email);
    await expect(agreed.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(agreed.getByRole("button", { name: "Mark as Quoted" })).toHaveCount(0);
    await expectAccessible(admin);
    await agreed.getByRole("button", { name: "Mark Complete" }).click();
    await expect(
      toast(admin, "Request marked as completed and removed from active list"),
    ).toBeVisible();
    await expect(agreed.getByText("Completed", { exact: true })).toBeVisible();
    await expect(agreed.getByRole("button")).toHaveCount(0);
    await admin.context().close();
  });
});

test.describe("customer service center on a phone", () => {
  test("a long address and a ticket open fit a phone's width", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(
      page,
      base,
      "customer-service-with-a-remarkably-long-mailbox-name",
    );
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    const [quoteId] = await quoteIds(page);
    await decide(page, base, quoteId ?? "", { reason: "Too far from home." }, "reject");

    const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN, true);
    await openScreen(admin);
    await expect(recentRequest(admin, account.email)).toBeVisible();
    const ticket = ticketButton(admin, account.email);
    await ticket.click();
    const heading = admin.getByRole("heading", { name: /^Quote rejected: £189\.00/ });
    // Picking a ticket takes the reader to it.
    await expect(heading).toBeFocused();
    await expect(admin.getByRole("list", { name: "Conversation" })).toContainText(
      "Too far from home.",
    );
    await expect(admin.getByRole("button", { name: "Send Response" })).toBeDisabled();
    await expectAccessible(admin);
    await expectFitsPhoneWidth(admin);
    await admin.getByRole("button", { name: "Cancel" }).click();
    await expect(admin.getByRole("button", { name: "Send Response" })).toHaveCount(0);
    await expect(ticket).toHaveAttribute("aria-pressed", "false");
    await admin.context().close();
  });
});
