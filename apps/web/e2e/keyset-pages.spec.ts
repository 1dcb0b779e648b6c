import { expect, expectAccessible, test } from "./fixtures";
import { expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, PHONE } from "./support/quotes";
import { staffPage } from "./support/staff";

/** A list longer than a page turns by cursor, forwards and back, on a phone. */
test.describe("a list of many pages, on a phone", () => {
  test.use(PHONE);

  test("the customer's Messages from Support go to page 2 and back, newest first", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "many-messages");
    const admin = await staffPage(browser, base, browserErrors);
    // 21 messages: one more than a page.
    for (let n = 1; n <= 21; n++) {
      const sent = await admin.request.post(`/api/admin/quote-requests/${requestId}/messages`, {
        headers: { origin: base },
        data: { subject: `Update ${n}`, message: `Message number ${n} about your brakes.` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await admin.context().close();

    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Messages" }).click();
    const pages = page.getByRole("navigation", { name: "Message pages" });
    const messages = page.getByRole("tabpanel").getByRole("article");
    await expect(pages.getByText("Page 1 of 2")).toBeVisible();
    await expect(messages).toHaveCount(20);
    await expect(messages.first()).toContainText("Update 21");
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expectFitsPhoneWidth(page);

    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages.getByText("Page 2 of 2")).toBeVisible();
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText("Update 1");
    await expect(messages.first()).toContainText("Message number 1 about your brakes.");
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await expectAccessible(page);

    await pages.getByRole("button", { name: "Previous" }).focus();
    await page.keyboard.press("Enter");
    await expect(pages.getByText("Page 1 of 2")).toBeVisible();
    await expect(messages).toHaveCount(20);
    await expect(messages.first()).toContainText("Update 21");
    await expect(messages.last()).toContainText("Update 2");
  });
});
