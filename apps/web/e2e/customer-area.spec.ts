import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, fromClient, signInByApi, toast } from "./support/accounts";
import { waitForEmail } from "./support/mailbox";
import { TINY_PNG } from "./support/photos";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";

async function stat(page: Page, key: string) {
  return Number((await page.getByTestId(`stat-${key}`).textContent())?.replaceAll(",", ""));
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}

test.describe("the customer area", () => {
  test("stat cards, a staff quote's notification, editing with a photo, and soft delete", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "customer-area");
    await quoteAsStaff(base, requestId, [GARAGES.cotswold]);
    // A second request, still pending, to edit and delete.
    const second = await page.request.post("/api/quote-requests", {
      headers: { origin: base, ...fromClient(account.email) },
      data: {
        registration: "LK19XRT",
        make: "SKODA",
        model: "Octavia",
        services: ["oil-service"],
        firstName: account.firstName,
        lastName: account.lastName,
        description: "Oil service due.",
        postcode: "GL50 1QA",
        mobile: "07700 900555",
        travelDistance: "10-miles",
        timeframe: "this-week",
        budgetRange: "under-100",
        partsPreference: "no-preference",
      },
    });
    expect(second.status(), await second.text()).toBe(201);

    await page.goto("/dashboard");
    await expect(page.getByRole("main").getByText("Welcome back, Jordan")).toBeVisible();
    await expect(page.getByTestId("stat-total")).toHaveText("2");
    expect(await stat(page, "quoted")).toBe(1);
    expect(await stat(page, "pending")).toBe(1);
    expect(await stat(page, "deleted")).toBe(0);
    await expect(page.getByRole("article")).toHaveCount(2);

    // The staff quote raised a notification; opening them clears the count.
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toContainText("1");
    await bell.click();
    const notes = dialogTitled(page, "Notifications");
    await expect(notes).toContainText("New quote received");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

    // Manage: the pending request is edited, with a photo.
    await openTab(page, "Manage");
    const octavia = page.getByRole("article").filter({ hasText: "Skoda Octavia" });
    await octavia.getByRole("button", { name: "Edit" }).click();
    const edit = dialogTitled(page, "Edit Quote Request");
    await edit.getByLabel("Oil Service").uncheck();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Please select at least one service.")).toBeVisible();
    await edit.getByLabel("Brake Service").check();
    await edit.getByLabel("Description").fill("Oil service due, and the brakes squeal.");
    await edit.locator('input[type="file"]').setInputFiles({
      name: "squeal.png",
      mimeType: "image/png",
      buffer: TINY_PNG,
    });
    await expect(edit.getByRole("img", { name: "Attachment 1 of 1" })).toBeVisible();
    await expectAccessible(page);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Quote Updated")).toBeVisible();
    await expect(octavia).toContainText("Oil service due, and the brakes squeal.");
    await expect(octavia).toContainText("Brake Service");

    // The quoted request cannot be edited.
    const golf = page.getByRole("article").filter({ hasText: "Volkswagen Golf" });
    await expect(golf).toContainText(
      "This quote request cannot be edited because it's no longer pending.",
    );
    await expect(golf.getByRole("button", { name: "Edit" })).toBeDisabled();

    await octavia.getByRole("button", { name: "Delete" }).click();
    await dialogTitled(page, "Delete this quote request?")
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(toast(page, "Quote Moved to Deleted")).toBeVisible();
    await expect(page.getByTestId("stat-deleted")).toHaveText("1");
    await expect(page.getByTestId("stat-total")).toHaveText("1");
    await page.getByTestId("stat-deleted").click();
    await expect(page.getByRole("tab", { name: "Deleted", selected: true })).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: "Skoda Octavia" })).toBeVisible();

    // Settings: the name can be changed, never cleared; each reminder can be turned off alone.
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = dialogTitled(page, "Update Details");
    await settings.getByLabel("Full Name").fill("");
    await settings.getByRole("button", { name: "Update" }).click();
    await expect(settings.getByText("Please enter your full name")).toBeVisible();
    const reminders = settings.getByRole("checkbox", { name: "E-mail me MOT reminders" });
    await expect(reminders).toBeChecked();
    await reminders.click();
    await expect(toast(page, "MOT reminders are off.")).toBeVisible();
    await expect(reminders).not.toBeChecked();
    const service = settings.getByRole("checkbox", { name: "E-mail me annual service reminders" });
    await expect(service).toBeChecked();
    await service.click();
    await expect(toast(page, "Service reminders are off.")).toBeVisible();
    await expect(service).not.toBeChecked();
    await service.click();
    await expect(
      toast(page, "We'll e-mail you when a saved vehicle's annual service is due."),
    ).toBeVisible();
    await expect(service).toBeChecked();
    await expect(reminders).not.toBeChecked();
  });

  test("vehicles from the request, a scheduled service with its calendar e-mail, and rewards", async ({
    page,
    baseURL,
    browser,
  }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "customer-vehicles");
    await quoteAsStaff(base, requestId, [GARAGES.severn]);

    await page.goto("/dashboard");
    await openTab(page, "Vehicles");
    const vehicle = page.getByRole("article").filter({ hasText: "AB12 CDE" });
    await expect(vehicle).toContainText("Volkswagen Golf");
    await expectAccessible(page);

    await vehicle.getByRole("button", { name: "Schedule Service" }).click();
    const dialog = dialogTitled(page, "Schedule Service");
    await dialog.getByRole("button", { name: "Schedule Service", exact: true }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    // The vehicle is chosen already: the service, the date and the time are each marked, and
    // the first of them takes the focus.
    await expect(dialog.getByText("Please fill in all required fields")).toHaveCount(3);
    await expect(dialog.getByRole("combobox", { name: "Service" })).toBeFocused();
    await dialog.getByRole("combobox", { name: "Service" }).click();
    await page.getByRole("option", { name: "MOT Test" }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString("en-CA", {
      timeZone: "Europe/London",
    });
    await dialog.getByLabel("Date").fill(tomorrow);
    await dialog.getByRole("combobox", { name: "Time" }).click();
    await page.getByRole("option", { name: "14:00" }).click();
    await dialog.getByRole("button", { name: "Schedule Service", exact: true }).click();
    await expect(toast(page, "Service Scheduled")).toBeVisible();

    await page.reload();
    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    await expect(upcoming).toContainText("MOT Test");
    await expect(upcoming).toContainText("14:00");
    const email = await waitForEmail(page.request, account.email, "Service Scheduled: MOT Test");
    const calendar = email.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    expect(calendar?.filename).toBe("appointment.ics");
    expect(calendar?.content).toContain("BEGIN:VCALENDAR");
    expect(calendar?.content).toContain("T140000");

    // Staff see the booking on the admin dashboard.
    const staff = await browser.newContext({
      baseURL: base,
      locale: "en-GB",
      timezoneId: "Europe/London",
    });
    const admin = await staff.newPage();
    await signInByApi(admin, base, DEMO_ADMIN);
    await admin.goto("/admin/dashboard");
    await expect(admin.getByRole("region", { name: "Booked Services" })).toContainText(
      account.email,
    );
    await staff.close();

    // Accept and pay through the API; the Rewards tab's total is its history's sum.
    const list = await page.request.get("/api/quote-requests");
    const quoteId = (await list.json()).items[0].quotes[0].id as string;
    const accepted = await page.request.post(`/api/quotes/${quoteId}/accept`, {
      headers: { origin: base },
      data: {},
    });
    expect(accepted.status()).toBe(200);
    const created = await page.request.post("/api/payments", {
      headers: { origin: base },
      data: { quoteRequestId: requestId },
    });
    const { sessionId } = (await created.json()) as { sessionId: string };
    const paid = await page.request.post(`/checkout/test/${sessionId}/pay`, {
      headers: { origin: base },
      form: {},
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await page.reload();
    await page.getByTestId("stat-points").click();
    await expect(page.getByRole("tab", { name: "Rewards", selected: true })).toBeVisible();
    const history = page.getByRole("region", { name: "Reward Points" }).getByRole("listitem");
    await expect(history).toHaveCount(1);
    const points = Number((await history.first().textContent())?.match(/\+(\d+) points/)?.[1]);
    await expect(page.getByTestId("rewards-total")).toHaveText(String(points));
    await expect(page.getByTestId("stat-points")).toHaveText(String(points));
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("the dashboard's tabs, cards and dialogs fit a 390 px screen", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? "";
      await customerWithRequest(page, base, "customer-phone");
      await page.goto("/dashboard");
      await expect(page.getByTestId("stat-total")).toHaveText("1");
      for (const tab of ["Messages", "Manage", "Deleted", "Rewards", "Vehicles", "Quotes"]) {
        await openTab(page, tab);
        await expectFitsPhoneWidth(page);
        await page.setViewportSize(PHONE.viewport);
      }
      await page.getByRole("button", { name: "Schedule Service" }).first().click();
      await expect(dialogTitled(page, "Schedule Service")).toBeVisible();
      await expectFitsPhoneWidth(page);
    });
  });
});
