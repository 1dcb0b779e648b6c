import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { CONFIRMATION_SUBJECT, linkIn, waitForEmail } from "./mailbox";
import { totpCode } from "./totp";

// The demo accounts the server seeds into an empty development database
// (apps/server/src/demo/data/accounts.ts).
export const DEMO_PASSWORD = "Automobi-demo-1";
export const DEMO_CUSTOMER = { email: "customer@example.com", password: DEMO_PASSWORD };
export const DEMO_ADMIN = { email: "admin@example.com", password: DEMO_PASSWORD };
export const DEMO_SUPER_ADMIN = { email: "superadmin@example.com", password: DEMO_PASSWORD };
/** The demo staff accounts' authenticator key, as the README gives it (decision 042). */
export const DEMO_STAFF_TOTP_SECRET = "AUTOMOBIDEMOADMINSTAFFTOTPSECRET";

/** The code the demo staff's authenticator app shows now. */
export const demoStaffCode = () => totpCode(DEMO_STAFF_TOTP_SECRET);

/**
 * Signs in through the API with `request`'s cookie jar; for an account with two-step
 * verification on (the demo staff), the code step follows with the demo key's current code.
 */
export async function signInWithApi(
  request: APIRequestContext,
  origin: string,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const response = await request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin, ...headers },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return;
  const coded = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: demoStaffCode() },
    headers: { origin, ...headers },
  });
  expect(coded.status(), await coded.text()).toBe(200);
}

/** An address no earlier journey has used: a worker's journeys share its server and data. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}.${stamp}@example.com`;
}

/** The sonner toast whose title or description includes `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * The address a customer's own requests come from: a stable one per account in the 198.18/15
 * test range, sent as X-Forwarded-For (the journeys' server trusts one proxy hop). Without it
 * every account the journeys create would share 127.0.0.1 and the per-address limits on
 * sign-up and sign-in would refuse the later journeys, as they would a real office of dozens.
 */
export function clientAddress(key: string): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${((hash >>> 16) % 254) + 1}`;
}

export const fromClient = (key: string) => ({ "x-forwarded-for": clientAddress(key) });

/** Registers through the API and confirms the e-mail: an account ready to sign in, signed out. */
export async function createConfirmedCustomer(
  request: APIRequestContext,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  const response = await request.post("/api/register", {
    data: { ...account, phone: "07700 900555", postcode: "GL50 1QA" },
    headers: fromClient(account.email),
  });
  expect(response.status(), await response.text()).toBe(201);
  const confirmation = await waitForEmail(request, account.email, CONFIRMATION_SUBJECT);
  const link = await request.get(linkIn(confirmation, "/verify-email"), { maxRedirects: 0 });
  expect(link.status(), await link.text()).toBe(302);
  // The link opens the page that asks for the password (decision 038); its form sends it.
  const page = new URL(link.headers().location ?? "", link.url());
  expect(page.pathname).toBe("/confirm-email");
  const origin = page.origin;
  const confirmed = await request.post("/api/auth/confirm-email", {
    data: {
      token: page.searchParams.get("token"),
      password: account.password,
      callbackURL: page.searchParams.get("callbackURL"),
    },
    headers: { origin, ...fromClient(account.email) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect((await confirmed.json()).next).toBe("/login?confirmed=1");
  // Confirming signed the account in (decision 037); the journeys start signed out.
  const signedOut = await request.post("/api/auth/sign-out", {
    data: {},
    headers: { origin },
  });
  expect(signedOut.status(), await signedOut.text()).toBe(200);
}

let apiSignIns = 0;

/**
 * Signs in through the API, as a page would: the browser context gets the cookie. Each sign-in
 * comes from an address of its own: a worker's journeys sign the demo staff in dozens of times
 * within minutes, where the per-address limit allows 30 attempts in 15 minutes (a staff sign-in
 * with its code is two), and the journeys' subject is not that limit (its own API tests are).
 */
export async function signInByApi(
  page: Page,
  baseURL: string,
  account: { email: string; password: string },
) {
  apiSignIns += 1;
  await signInWithApi(page.request, baseURL, account, fromClient(`${account.email}:${apiSignIns}`));
}

/** Fills and sends the /login form. */
export async function signInWithForm(
  page: Page,
  account: { email: string; password: string },
  options: { rememberMe?: boolean } = {},
) {
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  if (options.rememberMe) await main.getByRole("checkbox", { name: "Remember me" }).check();
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The session cookie better-auth sets in this browser. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name.endsWith("session_token"));
}
