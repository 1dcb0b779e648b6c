import type { Browser } from "@playwright/test";
import { DEMO_ADMIN, signInByApi } from "./accounts";
import { PHONE } from "./quotes";

/**
 * A member of staff signed in in a browser of their own (the demo admin unless told), on a
 * desktop or a phone, with the browser's errors collected into the test's `browserErrors`.
 */
export async function staffPage(
  browser: Browser,
  baseURL: string,
  errors: string[],
  account: { email: string; password: string } = DEMO_ADMIN,
  phone = false,
) {
  const context = await browser.newContext({
    ...(phone ? PHONE : {}),
    baseURL,
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`staff console.error: ${message.text()} (${message.location().url})`);
  });
  context.on("weberror", (webError) => errors.push(`staff uncaught: ${webError.error().message}`));
  const page = await context.newPage();
  await signInByApi(page, baseURL, account);
  return page;
}
