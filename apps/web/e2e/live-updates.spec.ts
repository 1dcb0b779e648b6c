import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";
import { staffPage } from "./support/staff";

/** Resolves once the page's event stream at `path` has answered 200. */
function streamOpened(page: Page, path: string) {
  return page.waitForResponse(
    (res) => new URL(res.url()).pathname === path && res.status() === 200,
  );
}

test.describe("pushed updates", () => {
  test("the staff dashboard shows a new request by the server's word, without polling for it", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const admin = await staffPage(browser, base, browserErrors);
    const listReads: string[] = [];
    admin.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/admin/quote-requests") listReads.push(req.url());
    });
    const opened = streamOpened(admin, "/api/admin/events");
    await admin.goto("/admin/dashboard");
    await opened;
    await expect(admin.getByRole("heading", { name: "Active Quote Requests" })).toBeVisible();
    // With the stream open, the list is not read every 1.5 s: it waits to be told.
    const before = listReads.length;
    await admin.waitForTimeout(3_200);
    expect(listReads.length).toBe(before);

    const { account } = await customerWithRequest(page, base, "pushed-admin");
    await expect(admin.getByRole("article").filter({ hasText: account.email })).toBeVisible({
      timeout: 4_000,
    });
    expect(listReads.length).toBeGreaterThan(before);
    await admin.context().close();
  });

  test.describe("on a phone", () => {
    test.use({ ...PHONE });

    test("the customer's dashboard shows a new quote as staff send it, without a reload", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? "";
      const { requestId } = await customerWithRequest(page, base, "pushed-customer");
      const opened = streamOpened(page, "/api/events");
      await page.goto("/dashboard");
      await opened;
      const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
      await expect(card).toBeVisible();
      await expect(card).not.toContainText("£189.00");

      await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
      await expect(card).toContainText("£189.00", { timeout: 4_000 });
      await expect(card).toContainText("Awaiting Response");
    });
  });
});
