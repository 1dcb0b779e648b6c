import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  createConfirmedCustomer,
  DEMO_CUSTOMER,
  fromClient,
  signInByApi,
} from "./support/accounts";
import { waitForEmail } from "./support/mailbox";
import { dialogTitled, expectFitsPhoneWidth, NEW_PASSWORD } from "./support/quote-journey";
import { PHONE } from "./support/quotes";

// Stored as normalised (SKODA, LK19XRT), shown as people write them.

/** An address longer than a phone's line, with no hyphens: its only sensible breaks are @ and dots. */
function longEmail(): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `alexandra.fitzgerald.worthington.${stamp}@customerservices.example.com`;
}

/** A confirmed, signed-in customer with one request for a Skoda stored as a lookup gives it. */
async function skodaOwner(page: Page, baseURL: string, email: string) {
  const account = {
    email,
    password: NEW_PASSWORD,
    firstName: "Alexandra",
    lastName: "Worthington",
  };
  await createConfirmedCustomer(page.request, account);
  await signInByApi(page, baseURL, account);
  const created = await page.request.post("/api/quote-requests", {
    headers: { origin: baseURL, ...fromClient(email) },
    data: {
      registration: "LK19XRT",
      make: "SKODA",
      model: "Octavia",
      services: ["brake-service"],
      firstName: account.firstName,
      lastName: account.lastName,
      description: "Squealing from the rear brakes.",
      postcode: "GL50 1QA",
      mobile: "07700 900555",
      travelDistance: "10-miles",
      timeframe: "this-week",
      budgetRange: "100-300",
      partsPreference: "new-parts",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * Where the text inside `element` moves to a new line, as indexes into its text, and the text:
 * measured from the rendered characters, as a reader sees the lines.
 */
function lineBreaks(element: Locator) {
  return element.evaluate((root) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const breaks: number[] = [];
    let text = "";
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? "";
      for (let i = 0; i < value.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) {
          if (lastTop !== null && rect.top > lastTop + 2) breaks.push(text.length);
          lastTop = rect.top;
        }
        text += value[i];
      }
    }
    const box = root.getBoundingClientRect();
    return { text, breaks, right: box.right, viewport: document.documentElement.clientWidth };
  });
}

/** The address is shown whole, on more than one line, broken only after the @ or before a dot. */
async function expectWrapsSensibly(element: Locator, email: string) {
  const { text, breaks, right, viewport } = await lineBreaks(element);
  expect(text).toBe(email);
  expect(breaks.length, `'${email}' fits one line: make it longer`).toBeGreaterThan(0);
  for (const at of breaks) {
    const sensible = text[at - 1] === "@" || text[at] === ".";
    expect(sensible, `breaks '${text.slice(0, at)}' | '${text.slice(at)}'`).toBe(true);
  }
  expect(right).toBeLessThanOrEqual(viewport);
}

test.describe("display formats", () => {
  test("the dashboard shows a stored SKODA LK19XRT as Skoda Octavia, LK19 XRT, and greets by first name", async ({
    page,
    baseURL,
  }) => {
    const email = longEmail();
    await skodaOwner(page, baseURL ?? "", email);
    await page.goto("/dashboard");

    const main = page.getByRole("main");
    await expect(main.getByText(/^Welcome back/)).toHaveText(`Welcome back, Alexandra (${email})`);
    const request = main
      .getByRole("article")
      .filter({ hasText: "Squealing from the rear brakes." });
    await expect(request.getByRole("heading", { name: "Skoda Octavia" })).toBeVisible();
    await expect(request).toContainText("LK19 XRT");
    await expect(main).not.toContainText("SKODA");
    await expect(main).not.toContainText("LK19XRT");

    // The vehicle saved with the request, in the Vehicles tab.
    await page.getByRole("tab", { name: "Vehicles" }).click();
    const vehicles = main.getByRole("tabpanel");
    await expect(vehicles).toContainText("Skoda Octavia");
    await expect(vehicles).toContainText("LK19 XRT");
    await expect(vehicles).not.toContainText("SKODA");
    await expectAccessible(page);

    // The confirmation e-mail names the car the same way.
    const mail = await waitForEmail(page.request, email, "Quote request received: ");
    expect(mail.subject).toBe("Quote request received: Skoda Octavia");
    expect(mail.text).toContain("Vehicle: Skoda Octavia");
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("SKODA");
  });

  test("the demo customer is greeted as Sarah with the address beside it", async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL ?? "", DEMO_CUSTOMER);
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByText(/^Welcome back/)).toHaveText(
      `Welcome back, Sarah (${DEMO_CUSTOMER.email})`,
    );
    // Her LK19XRT requests, stored without the space.
    await expect(main.getByText("LK19 XRT").first()).toBeVisible();
    await expect(main).not.toContainText("LK19XRT");
    await expect(main).not.toContainText("VOLKSWAGEN");
    await expectAccessible(page);
    await page.waitForLoadState("networkidle");
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("a mobile stored without spaces reads 07700 900555 in the edit form and the profile", async ({
      page,
      baseURL,
    }) => {
      await skodaOwner(page, baseURL ?? "", longEmail());
      await page.goto("/dashboard?tab=manage");
      const request = page.getByRole("article").filter({ hasText: "Skoda Octavia" });
      await request.getByRole("button", { name: "Edit" }).click();
      const edit = dialogTitled(page, "Edit Quote Request");
      await expect(edit.getByLabel("Mobile number")).toHaveValue("07700 900555");
      await page.keyboard.press("Escape");

      await page.goto("/profile");
      await expect(page.getByLabel("Phone Number")).toHaveValue("07700 900555");
      await expectFitsPhoneWidth(page);
    });

    test("a long address wraps after the @ and before dots, in the greeting and the menu", async ({
      page,
      baseURL,
    }) => {
      const email = longEmail();
      await skodaOwner(page, baseURL ?? "", email);
      await page.goto("/dashboard");

      const main = page.getByRole("main");
      const greeting = main.getByText(/^Welcome back/);
      await expect(greeting).toContainText("Welcome back, Alexandra");
      await expectWrapsSensibly(greeting.getByText(email, { exact: true }), email);
      const request = main.getByRole("article").filter({ hasText: "Squealing" });
      await expect(request.getByRole("heading", { name: "Skoda Octavia" })).toBeVisible();
      await expect(request).toContainText("LK19 XRT");
      await expectAccessible(page);

      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Main" });
      // The desktop row's copy is hidden on a phone; the open menu's is the one shown.
      const inMenu = menu.getByText(email, { exact: true }).filter({ visible: true });
      await expect(inMenu).toBeVisible();
      await expectWrapsSensibly(inMenu, email);
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
    });
  });
});
