import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  createConfirmedCustomer,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_SUPER_ADMIN,
  fromClient,
  signInByApi,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { expectFitsPhoneWidth } from "./support/quote-journey";
import { type RunningServer, startServer } from "./support/server";
import { OUTAGE_REPLY, TestSmtpServer } from "./support/smtp";
import { staffPage } from "./support/staff";

const RESET_SUBJECT = /^Reset your .+ password$/;

const article = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
}

test.describe("the e-mail log, on a server whose SMTP relay refuses its mail", () => {
  const smtp = new TestSmtpServer();
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await smtp.start();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  test("a failed e-mail is resent from the log, on a phone", async ({ browser, browserErrors }) => {
    const baseURL = server!.baseUrl;
    const page = await staffPage(browser, baseURL, browserErrors, DEMO_ADMIN, true);

    // A real e-mail: the demo customer asks for a password reset.
    const reset = await page.request.post("/api/auth/request-password-reset", {
      data: { email: DEMO_CUSTOMER.email, redirectTo: "/reset-password" },
      headers: { origin: baseURL, ...fromClient(DEMO_CUSTOMER.email) },
    });
    expect(reset.status(), await reset.text()).toBe(200);

    const resetEmail = async (): Promise<OutboxRow | undefined> => {
      const response = await page.request.get("/api/admin/outbox?pageSize=100");
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: OutboxRow[] };
      return items.find((row) => row.to === DEMO_CUSTOMER.email && RESET_SUBJECT.test(row.subject));
    };

    // The relay refuses it for good (a 5xx): the e-mail is failed at once, not retried.
    let row: OutboxRow | undefined;
    await expect
      .poll(async () => {
        row = await resetEmail();
        return row?.status;
      })
      .toBe("failed");
    expect(row?.status).toBe("failed");
    expect(row?.lastError).toContain(OUTAGE_REPLY);
    expect(smtp.received).toEqual([]);

    await page.goto("/admin/emails");
    await expect(page.getByRole("heading", { level: 1, name: "E-mail Log" })).toBeVisible();
    await expect(page.getByText(/^\d+ e-mails? failed and needs? a resend$/)).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Failed" }).click();
    const failed = page.getByRole("article", { name: RESET_SUBJECT });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(`To: ${DEMO_CUSTOMER.email}`);
    await expect(failed.getByText("Failed", { exact: true })).toBeVisible();
    await expect(failed.getByText(new RegExp(`^Last error: .*${OUTAGE_REPLY}`))).toBeVisible();
    await expect(failed.getByText(/^Attempts: \d+$/)).toBeVisible();
    await expectAccessible(page);

    // The relay's configuration is put right: Resend, and the e-mail goes out.
    smtp.refusing = false;
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "All" }).click();
    const entry = page.getByRole("article", { name: RESET_SUBJECT });
    await entry.getByRole("button", { name: /^Resend/ }).click();
    await expect(toast(page, "E-mail queued to be sent again")).toBeVisible();
    await expect(entry.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(entry.getByText(/^Sent: \d/)).toBeVisible();
    await expect(entry.getByText(/^Last error:/)).toHaveCount(0);
    await expect(page.getByText("No failed e-mails")).toBeVisible({ timeout: 10_000 });
    expect(
      smtp.received.filter((m) => m.to === DEMO_CUSTOMER.email && RESET_SUBJECT.test(m.subject)),
    ).toHaveLength(1);

    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await page.context().close();
  });
});

test.describe("back office", () => {
  test("garages: search, edit a contact person, and a duplicate e-mail is refused", async ({
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const page = await staffPage(browser, base, browserErrors, DEMO_ADMIN);
    await page.goto("/admin/garages");
    await expect(page.getByRole("heading", { level: 1, name: "Garages" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);

    // A term the server would refuse is named under the box, and the list stays as it was.
    const search = page.getByRole("searchbox", { name: "Search garages" });
    await search.fill("x".repeat(101));
    await expect(search).toHaveAccessibleDescription(
      "Also finds an address or a contact person. Please use no more than 100 characters",
    );
    await expect(page.getByRole("article").first()).toBeVisible();
    await search.fill("Pennine");
    await expect(search).toHaveAccessibleDescription("Also finds an address or a contact person.");
    const pennine = article(page, "Pennine Tyre & Exhaust");
    await expect(pennine).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(pennine).toContainText("hello@pennine-tyre.test");
    await expect(pennine).toContainText("Quotes given:");
    await expect(pennine.getByText("Wheel Refurbishment")).toBeVisible();

    const contact = `Aisha Begum ${Date.now().toString(36)}`;
    await pennine.getByRole("button", { name: "Edit Pennine Tyre & Exhaust" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Garage" });
    await expect(dialog.getByLabel("Contact Person (optional)")).toHaveValue("Mo Rahman");
    await expectAccessible(page);
    await dialog.getByLabel("Contact Person (optional)").fill(contact);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Garage updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(pennine).toContainText(`Contact person: ${contact}`);

    // Searching by the contact person finds it too, after a reload: it was saved.
    await page.reload();
    await page.getByRole("searchbox", { name: "Search garages" }).fill(contact);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(pennine).toContainText(contact);

    // Another garage's e-mail is refused on the field.
    await pennine.getByRole("button", { name: "Edit Pennine Tyre & Exhaust" }).click();
    await dialog.getByLabel("Email").fill("Service@Brunel-Bodyshop.test");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const emailField = dialog.getByLabel("Email");
    await expect(emailField).toHaveAccessibleDescription(
      "A garage with this e-mail already exists",
    );
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(toast(page, "A garage with this e-mail already exists")).toBeVisible();
    allowFailedResponses(browserErrors, [{ status: 409, path: "/api/admin/garages/" }]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(pennine).toContainText("hello@pennine-tyre.test");
    await expect(pennine).toContainText("Postcode: M12 5AF");
    await expect(pennine).toContainText("Service radius: 15 miles");

    // Nearest first from a postcode, each garage with its distance from that district.
    await page.getByRole("searchbox", { name: "Search garages" }).fill("");
    const near = page.getByLabel("Sort by distance from");
    await near.fill("ls1 4dy");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    const nearest = page.getByRole("article").first();
    await expect(nearest).toContainText("Hartley & Sons Motors");
    await expect(nearest).toContainText(/About \d+\.\d miles? from LS1/);
    await expect(article(page, "Pennine Tyre & Exhaust")).toContainText(
      /About \d+\.\d miles from LS1/,
    );
    await expectFitsPhoneWidth(page);

    // A radius out of range is named on its field, and nothing is saved.
    await nearest.getByRole("button", { name: "Edit Hartley & Sons Motors" }).click();
    const radius = dialog.getByLabel("Service radius (miles)");
    await expect(radius).toHaveValue("20");
    await radius.fill("150");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(radius).toHaveAccessibleDescription(
      "Please enter a service radius from 1 to 100 miles",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // What is not a postcode is named under the box, and the list stays as it was.
    await near.fill("LS1");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(near).toHaveAccessibleDescription("Please enter a valid UK postcode");
    await expect(page.getByRole("article").first()).toContainText("Hartley & Sons Motors");
    await page.context().close();
  });

  test("staff and audit: a super admin promotes and demotes an account and sees both in the audit log; an admin sees neither screen", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const account = {
      email: uniqueEmail("promoted"),
      password: "Str0ng!pass",
      firstName: "Priya",
      lastName: "Shah",
    };
    await createConfirmedCustomer(page.request, account);

    const superAdmin = await staffPage(browser, base, browserErrors, DEMO_SUPER_ADMIN);
    await superAdmin.goto("/admin/staff");
    await expect(superAdmin.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    const me = article(superAdmin, DEMO_SUPER_ADMIN.email);
    await expect(me.getByText("Super admin", { exact: true })).toBeVisible();
    await expect(me.getByRole("button", { name: /^Demote/ })).toHaveCount(0);
    await expect(
      article(superAdmin, DEMO_ADMIN.email).getByText("Admin", { exact: true }),
    ).toBeVisible();
    await expectAccessible(superAdmin);

    const emailField = superAdmin.getByLabel("Account email");
    const promote = superAdmin.getByRole("button", { name: "Promote to Admin" });
    await emailField.fill(uniqueEmail("nobody"));
    await promote.click();
    await expect(emailField).toHaveAccessibleDescription("No account with this e-mail address");
    await expect(toast(superAdmin, "No account with this e-mail address")).toBeVisible();
    allowFailedResponses(browserErrors, [{ status: 404, path: "/api/admin/staff" }]);

    await emailField.fill(account.email);
    await promote.click();
    await expect(toast(superAdmin, `${account.email} is now an admin`)).toBeVisible();
    const promoted = article(superAdmin, account.email);
    await expect(promoted).toContainText("Priya Shah");
    await expect(promoted.getByText("Admin", { exact: true })).toBeVisible();
    await expect(emailField).toHaveValue("");

    // A new admin has no two-step verification yet: each admin screen is its set-up, whose form
    // is downloaded for such an account alone (docs/decisions/069).
    const fresh = await browser.newPage({ baseURL: base });
    await signInByApi(fresh, base, account);
    await fresh.goto("/admin/dashboard");
    await expect(
      fresh.getByRole("heading", { name: "Set Up Two-Step Verification" }),
    ).toBeVisible();
    await expect(fresh.getByLabel("Current password")).toBeVisible();
    await fresh.context().close();

    await promoted.getByRole("button", { name: `Demote ${account.email}` }).click();
    const confirm = superAdmin.getByRole("dialog", { name: "Demote to customer" });
    await expect(confirm).toContainText(account.email);
    await expectAccessible(superAdmin);
    await confirm.getByRole("button", { name: "Demote", exact: true }).click();
    await expect(toast(superAdmin, `${account.email} is no longer staff`)).toBeVisible();
    await expect(promoted).toHaveCount(0);

    await superAdmin
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Audit Log" })
      .click();
    await expect(superAdmin.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    const entries = superAdmin.getByRole("article").filter({ hasText: account.email });
    await expect(entries).toHaveCount(2);
    // Newest first: the demotion, then the promotion.
    await expect(entries.nth(0).getByRole("heading")).toHaveText("Demoted to customer");
    await expect(entries.nth(1).getByRole("heading")).toHaveText("Promoted to admin");
    await expect(entries.nth(0)).toContainText("Role: admin → customer");
    await expect(entries.nth(0)).toContainText(`Who: ${DEMO_SUPER_ADMIN.email}`);
    await expect(entries.nth(0)).toContainText(`Email: ${account.email}`);
    await expect(entries.nth(0).getByText(/^When: \d{1,2} \w+ \d{4}, \d\d:\d\d$/)).toBeVisible();
    await expectAccessible(superAdmin);
    await superAdmin.context().close();

    // An admin who is not a super admin sees neither screen.
    const admin = await staffPage(browser, base, browserErrors, DEMO_ADMIN);
    await admin.goto("/admin/emails");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "E-mail Log" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Audit Log" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await admin.goto("/admin/audit");
    await expect(admin).toHaveURL(/\/admin\/portal$/);
    await expect(toast(admin, "Super admin access required")).toBeVisible();
    await admin.context().close();
  });
});
