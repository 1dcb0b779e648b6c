import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, toast } from "./support/accounts";
import { dialogTitled } from "./support/quote-journey";
import { customerWithRequest, GARAGES, quoteAsStaff } from "./support/quotes";
import { staffPage } from "./support/staff";

/** Whether a text box's placeholder is drawn whole, in the box's own font, inside its padding. */
async function placeholderFits(page: Page, label: string) {
  return page.getByLabel(label).evaluate((element) => {
    const input = element as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

/** Customer Management's Delete buttons share one right edge. */
async function expectDeletesInOneColumn(page: Page) {
  const management = dialogTitled(page, "Customer Management");
  const deletes = management.getByRole("button", { name: "Delete", exact: true });
  await expect(deletes.first()).toBeVisible();
  const rights = await deletes.evaluateAll((buttons) =>
    buttons.map((button) => Math.round(button.getBoundingClientRect().right)),
  );
  expect(rights.length).toBeGreaterThan(1);
  expect(new Set(rights).size, `Delete buttons' right edges: ${rights.join(", ")}`).toBe(1);
}

test.describe("staff screens", () => {
  test("Quote Processing finds new work; the quote form picks a garage and works out VAT; the audit log reads as English", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "staff-screens");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    const shortId = requestId.slice(0, 8);
    const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN);

    // newest first: the request just made leads the list
    await admin.goto("/admin/quote-processing");
    const list = admin.getByRole("region", { name: /^Active Requests/ });
    await expect(list.getByRole("article").first()).toContainText(`Request ${shortId}`);
    // a search by the id as shown finds it alone
    await admin.getByLabel("Search requests").fill(shortId);
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("article")).toContainText(`Request ${shortId}`);
    await expect(admin.getByRole("combobox", { name: "Order" })).toHaveText("Newest first");
    await list.getByRole("button", { name: "Add New Quote" }).click();

    // the garage from the directory, by part of its name
    const form = admin.getByRole("form", { name: "Create New Quote" });
    const finder = form.getByRole("combobox", { name: "Find a garage in the directory" });
    await finder.fill("cotswold m");
    await expect(form.getByRole("option", { name: /Cotswold Motor Works/ })).toBeVisible();
    await finder.press("ArrowDown");
    await finder.press("Enter");
    await expect(form.getByLabel("Garage Email")).toHaveValue(GARAGES.cotswold.garageEmail);
    await expect(form.getByLabel("Garage Phone")).toHaveValue(GARAGES.cotswold.garagePhone);
    await expect(form.getByLabel("Garage Postcode")).toHaveValue(GARAGES.cotswold.garagePostcode);

    // itemised: the price is parts and labour with VAT, never typed
    await form.getByLabel("Itemise parts and labour (VAT added)").check();
    await expect(form.getByLabel("Price (£)")).toHaveCount(0);
    await form.getByLabel("Parts (£)").fill("120");
    await form.getByLabel("Labour (£)").fill("142.50");
    await expect(form.getByText("VAT (20%)")).toBeVisible();
    await expect(form).toContainText("£52.50");
    await expect(form).toContainText("£315.00");
    await form.getByLabel("Work Description").fill("Brake discs and pads, both axles.");
    await form.getByLabel("Estimated Duration").fill("3-4 hours");
    await form.getByRole("button", { name: "Create Quote" }).click();
    await expect(toast(admin, "Quote has been created")).toBeVisible();
    await expect(list.getByRole("article")).toContainText("£315.00");

    // Customer Management at a desk: every Delete in one column, however long the e-mail
    await admin.goto("/admin/portal");
    await admin.getByRole("button", { name: /Customer Management/ }).click();
    await expectDeletesInOneColumn(admin);
    await admin.context().close();

    // the audit log: money in pounds, changes as 'from → to', the target by name with a link
    const boss = await staffPage(browser, base, browserErrors, DEMO_SUPER_ADMIN);
    await boss.goto("/admin/audit");
    const entry = boss.getByRole("article").filter({ hasText: "Quote added" }).first();
    await expect(entry).toContainText("Price: £315.00");
    await expect(entry).toContainText("Request status: quoted (unchanged)");
    await expect(entry).not.toContainText("pence");
    await expect(boss.getByText("changed to")).toHaveCount(0);
    const firstQuote = boss
      .getByRole("article")
      .filter({ hasText: "Quote added" })
      .filter({ hasText: "£189.00" })
      .first();
    await expect(firstQuote).toContainText("Request status: pending → quoted");
    const target = entry.getByRole("link", {
      name: "£315.00 quote from Cotswold Motor Works for the Volkswagen Golf (AB12 CDE)",
    });
    await target.click();
    await expect(boss).toHaveURL(/\/admin\/quote-processing\?search=/);
    await expect(boss.getByLabel("Search requests")).toHaveValue(shortId);
    await expect(boss.getByRole("article")).toHaveCount(1);
    await boss.context().close();
  });
});

test.describe("staff screens on a phone", () => {
  test("figures say what they count, Delete buttons line up, the fee reads 3.00, the garage search fits", async ({
    browser,
    baseURL,
    browserErrors,
  }) => {
    const boss = await staffPage(browser, baseURL ?? "", browserErrors, DEMO_SUPER_ADMIN, true);

    await boss.goto("/admin/portal");
    await expect(boss.getByText("Loading admin data...")).toBeHidden();
    const cards = boss.getByRole("list", { name: "Platform figures" });
    await expect(cards.getByRole("button", { name: /Active Requests/ })).toContainText(
      "Awaiting a quote or a decision, or with a rejection",
    );
    const metrics = boss.getByRole("heading", { name: "Production Metrics" }).locator("../..");
    const rate = Number(/Conversion Rate\s*(\d+)%/.exec(await metrics.innerText())?.[1]);
    expect(rate).toBeGreaterThanOrEqual(0);
    expect(rate).toBeLessThanOrEqual(100);
    await expect(metrics).toContainText(/\d+ of \d+ quoted requests accepted a quote/);

    await boss.getByRole("button", { name: /Customer Management/ }).click();
    await expectDeletesInOneColumn(boss);
    await dialogTitled(boss, "Customer Management")
      .getByRole("button", { name: "Close", exact: true })
      .click();

    await boss.getByRole("button", { name: /System Settings/ }).click();
    await expect(dialogTitled(boss, "System Settings").getByLabel("Payment Fee (£)")).toHaveValue(
      "3.00",
    );
    await boss.keyboard.press("Escape");

    await boss.goto("/admin/dashboard");
    await expect(boss.getByRole("button", { name: /Active Requests/ })).toContainText(
      "Every request not completed or deleted",
    );

    await boss.goto("/admin/garages");
    expect(await placeholderFits(boss, "Search garages")).toBe(true);
    expect(await placeholderFits(boss, "Sort by distance from")).toBe(true);
    await boss.goto("/admin/quote-processing");
    expect(await placeholderFits(boss, "Search requests")).toBe(true);
    await expectAccessible(boss);
    await boss.context().close();
  });
});
