import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";

// The demo customer the server seeds (apps/server/src/db/seed-data/accounts.ts).
export const DEMO_CUSTOMER = { email: "customer@example.com", password: "Automobi-demo-1" };
/** Meets the one password policy: upper, lower, digit, special, 8 or more. */
export const NEW_PASSWORD = "Quote-journey-1!";
export const DRAFT_KEY = "automobi:quote-request-draft";

/** An address no earlier run has used: all journeys share one server. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The sonner toast holding `text` (title or description). */
export function toastWith(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest dev-mailbox e-mail to `to` whose subject starts with `subject` (the worker sends within ~1 s). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/dev/mailbox");
        const { messages } = (await response.json()) as { messages: Mail[] };
        found = messages.find((m) => m.to === to && m.subject.startsWith(subject));
        return Boolean(found);
      },
      { message: `an e-mail to ${to} starting '${subject}'`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Confirms an account from its e-mailed link without this browser's cookies and returns the
 * page the link sends the browser to. (The server currently also signs in whoever opens the
 * link, against docs/decisions/004; confirming elsewhere keeps the journey on the product's
 * intended path: confirm, come back, sign in.)
 */
export async function confirmFromMailbox(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs["playwright"],
  email: string,
): Promise<string> {
  const mail = await waitForMail(request, email, "Confirm your e-mail address");
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes("/verify-email"));
  expect(link, mail.text).toBeTruthy();
  const elsewhere = await playwright.request.newContext();
  try {
    const response = await elsewhere.get(link!, { maxRedirects: 0 });
    expect(response.status(), await response.text()).toBe(302);
    return response.headers().location ?? "";
  } finally {
    await elsewhere.dispose();
  }
}

export async function signInByApi(page: Page, baseURL: string, account: typeof DEMO_CUSTOMER) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks an option of one of the form's labelled selects. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toContainText(option);
}

export interface QuoteDetails {
  services: string[];
  firstName: string;
  lastName: string;
  description: string;
  postcode: string;
  mobile: string;
}

/** Sections 3 to 6 of the form: services, names, description, contact and every option. */
export async function fillAboutTheWork(page: Page, details: QuoteDetails) {
  for (const service of details.services) {
    await page.getByRole("checkbox", { name: service, exact: true }).check();
  }
  await page.getByLabel("First name").fill(details.firstName);
  await page.getByLabel("Last name").fill(details.lastName);
  await page.getByLabel("Issue description").fill(details.description);
  await page.getByLabel("Postcode").fill(details.postcode);
  await page.getByLabel("Mobile number").fill(details.mobile);
  await chooseOption(page, "How far will you travel?", "Within 10 miles");
  await chooseOption(page, "When do you need it?", "This week");
  await chooseOption(page, "Budget", "£100 - £300");
  await chooseOption(page, "Parts preference", "New parts");
}

/** The open dialog titled `title`. */
export function dialogTitled(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title });
}

/** At a 360 px phone width the page must not scroll sideways. */
export async function expectFitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0], "horizontal overflow at 360 px").toBeLessThanOrEqual(widths[1] ?? 0);
}
