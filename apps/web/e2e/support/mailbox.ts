import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const CONFIRMATION_SUBJECT = "Confirm your e-mail address";

/**
 * The development mailbox answers only the machine itself. A journey's browser and its API
 * calls come from an address of their own (X-Forwarded-For, see e2e/fixtures.ts), so reading
 * the mailbox says it comes from the machine: the one proxy hop the server trusts is local.
 */
export const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  html: string;
  createdAt: string;
}

/**
 * The newest e-mail to `to` whose subject starts with `subject`, from the development
 * mailbox. The outbox worker sends within about a second, so this polls briefly.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/dev/mailbox", { headers: FROM_THIS_MACHINE });
        expect(response.status()).toBe(200);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find((m) => m.to === to && m.subject.startsWith(subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with the subject '${subject}'`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in an e-mail's text whose path contains `pathPart`. */
export function linkIn(message: MailboxMessage, pathPart: string): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in:\n${message.text}`);
  return link;
}

/**
 * Opens the newest confirmation link sent to `email` in this tab, as the customer would, gives
 * the password on the page it opens (decision 038), and returns the path it then lands on.
 * Confirming signs the customer in (decision 037).
 */
export async function confirmFromMailbox(
  page: Page,
  email: string,
  password: string,
): Promise<string> {
  const confirmation = await waitForEmail(page.request, email, CONFIRMATION_SUBJECT);
  await page.goto(linkIn(confirmation, "/verify-email"));
  await expect(page).toHaveURL(/\/confirm-email\?token=/);
  const main = page.getByRole("main");
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("Confirm password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Confirm Account" }).click();
  await expect(page).not.toHaveURL(/\/confirm-email/);
  const landed = new URL(page.url());
  return landed.pathname + landed.search;
}
