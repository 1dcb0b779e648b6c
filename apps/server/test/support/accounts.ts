import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { emailOutbox, user } from "../../src/db/schema/index.ts";
import { secretOfUri, totpCode } from "./totp.ts";

export const GOOD_PASSWORD = "Sturdy-Pass-42";

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Priya",
    lastName: "Shah",
    email: "priya@example.com",
    phone: "07700 900123",
    postcode: "sw1a1aa",
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

/** "name=value; name2=value2" from a response's Set-Cookie headers, for the next request. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The newest e-mail of a template sent to an address, from the outbox. */
export async function latestEmail(db: Database, to: string, template: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template as never)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The first link in the e-mail's text that contains `fragment`, as a path to inject. */
export function linkIn(text: string, fragment: string): string {
  const url = text.match(/https?:\/\/[^\s]+/g)?.find((u) => u.includes(fragment));
  expect(url, `a link containing ${fragment}`).toBeTruthy();
  const parsed = new URL(url!);
  return parsed.pathname + parsed.search;
}

/** A different client address per call, so tests that create many accounts don't share limits. */
let clients = 0;
export const nextClientIp = () => `198.51.100.${(clients++ % 250) + 1}`;

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/register",
    remoteAddress: nextClientIp(),
    payload: registration(overrides),
  });
}

/**
 * Follows a confirmation link as a browser does: the link opens the confirmation page, whose
 * form sets the password and confirms the account. Answers the form's response (`next`, and
 * the session's cookie).
 */
export async function followConfirmationLink(
  app: FastifyInstance,
  path: string,
  password = GOOD_PASSWORD,
) {
  const link = await app.inject({ method: "GET", url: path });
  expect(link.statusCode).toBe(302);
  const page = new URL(String(link.headers.location), "http://localhost:3000");
  expect(page.pathname, `the confirmation page, not ${link.headers.location}`).toBe(
    "/confirm-email",
  );
  const callbackURL = page.searchParams.get("callbackURL");
  return app.inject({
    method: "POST",
    url: "/api/auth/confirm-email",
    remoteAddress: nextClientIp(),
    payload: {
      token: page.searchParams.get("token"),
      password,
      ...(callbackURL ? { callbackURL } : {}),
    },
  });
}

/** Confirms the address from the newest confirmation e-mail, setting `password` on its page. */
export async function confirmEmail(
  app: FastifyInstance,
  db: Database,
  email: string,
  password = GOOD_PASSWORD,
) {
  const mail = await latestEmail(db, email, "email-confirmation");
  expect(mail, `confirmation e-mail to ${email}`).toBeTruthy();
  const res = await followConfirmationLink(app, linkIn(mail!.text, "/verify-email"), password);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe?: boolean,
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextClientIp(),
    payload: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
  });
}

/**
 * Sets up two-step verification for a signed-in account as the Settings screen does: the
 * password, then the first code from the key. Returns the new session's cookie, the key and
 * the recovery codes.
 */
export async function enrolTwoFactor(
  app: FastifyInstance,
  cookie: string,
  password = GOOD_PASSWORD,
): Promise<{ cookie: string; secret: string; backupCodes: string[] }> {
  const remoteAddress = nextClientIp();
  // The site's own origin, as the browser sends it with every change.
  const origin = new URL(String(app.services.auth.options.baseURL)).origin;
  const enable = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/enable",
    remoteAddress,
    headers: { cookie, origin },
    payload: { password },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOfUri(totpURI);
  const verify = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    remoteAddress,
    headers: { cookie, origin },
    payload: { code: totpCode(secret) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { cookie: cookieHeader(verify), secret, backupCodes };
}

/**
 * A confirmed account with a role, signed in; returns its cookie. Staff set up two-step
 * verification first, as every staff account must before any staff route answers.
 */
export async function signedInAs(
  app: FastifyInstance,
  db: Database,
  email: string,
  role: "customer" | "admin" | "super_admin" = "customer",
): Promise<string> {
  const reg = await register(app, { email });
  expect(reg.statusCode).toBe(201);
  await confirmEmail(app, db, email);
  if (role !== "customer") await db.update(user).set({ role }).where(eq(user.email, email));
  const res = await signIn(app, email, GOOD_PASSWORD, true);
  expect(res.statusCode).toBe(200);
  if (role === "customer") return cookieHeader(res);
  return (await enrolTwoFactor(app, cookieHeader(res))).cookie;
}
