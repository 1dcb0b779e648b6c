import { expect, type Locator, type Page } from "@playwright/test";

/** Meets the one password policy: upper, lower, digit, special, 8 or more. */
export const NEW_PASSWORD = "Quote-journey-1!";
export const DRAFT_KEY = "automobi:quote-request-draft";

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

/** A form that passes every check, with a manually entered car and this mobile number. */
export async function fillQuoteForm(page: Page, mobile: string) {
  await page.goto("/quote-request");
  await page.getByLabel("Registration number").fill("cf66npr");
  await page.getByRole("button", { name: "Enter make and model manually" }).click();
  await page.getByLabel("Make", { exact: true }).fill("Ford");
  await page.getByLabel("Model", { exact: true }).fill("Fiesta Zetec");
  await fillAboutTheWork(page, {
    services: ["New Tyres"],
    firstName: "Quinn",
    lastName: "Harper",
    description: "Two front tyres worn to the legal limit.",
    postcode: "SW1A 1AA",
    mobile,
  });
}
