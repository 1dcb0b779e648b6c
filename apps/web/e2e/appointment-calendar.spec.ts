import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_ADMIN, signInByApi, toast } from "./support/accounts";
import { waitForEmail } from "./support/mailbox";
import { dialogTitled } from "./support/quote-journey";
import { customerWithRequest } from "./support/quotes";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A London calendar date `days` from today: '2026-11-28'. */
function londonDate(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toLocaleDateString("en-CA", {
    timeZone: "Europe/London",
  });
}

/** Books a slot for the customer's saved vehicle through the API; answers its id. */
async function bookSlot(page: Page, base: string, date: string, hour: number) {
  const vehicles = await page.request.get("/api/vehicles");
  const vehicleId = (await vehicles.json()).items[0].id as string;
  const booked = await page.request.post("/api/appointments", {
    headers: { origin: base },
    data: { vehicleId, serviceType: "mot-test", date, hour },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).id as string;
}

test("on a phone: Add to calendar downloads the .ics, cancelling e-mails its cancellation, a past appointment reads as past", async ({
  page,
  baseURL,
  browser,
}) => {
  const base = baseURL ?? "";
  const { account } = await customerWithRequest(page, base, "calendar");
  const tomorrow = londonDate(1);
  const kept = await bookSlot(page, base, tomorrow, 9);
  const cancelled = await bookSlot(page, base, tomorrow, 11);

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
  const keptItem = upcoming.getByRole("listitem").filter({ hasText: "09:00" });
  const cancelledItem = upcoming.getByRole("listitem").filter({ hasText: "11:00" });
  await expect(keptItem).toContainText("Volkswagen Golf (AB12 CDE)");
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    keptItem.getByRole("link", { name: "Add to calendar" }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe(`mot-test-${tomorrow}.ics`);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain(`UID:${kept}@`);
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${tomorrow.replaceAll("-", "")}T090000`);
  expect(ics).toContain("SUMMARY:MOT Test: Volkswagen Golf (AB12 CDE)");

  await cancelledItem.getByRole("button", { name: "Cancel Appointment" }).tap();
  await dialogTitled(page, "Cancel this appointment?")
    .getByRole("button", { name: "Cancel Appointment" })
    .tap();
  await expect(toast(page, "Appointment Cancelled")).toBeVisible();
  await expect(cancelledItem).toHaveCount(0);
  const mail = await waitForEmail(page.request, account.email, "Service Cancelled: MOT Test");
  const cancellation = mail.attachments.find((file) => file.contentType.includes("method=CANCEL"));
  expect(cancellation?.content).toContain(`UID:${cancelled}@`);
  expect(cancellation?.content).toContain("METHOD:CANCEL");
  expect(cancellation?.content).toContain("STATUS:CANCELLED");
  expect(cancellation?.content).toContain("SEQUENCE:1");

  // The day after tomorrow, the 09:00 slot has passed: the page left open says so and offers
  // neither the calendar file nor a cancel the server would refuse.
  const later = new Date(`${londonDate(2)}T12:00:00Z`);
  await page.clock.setFixedTime(later);
  await page.reload();
  await expect(keptItem.getByText("Past", { exact: true })).toBeVisible();
  await expect(keptItem.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await expect(keptItem.getByRole("button", { name: "Cancel Appointment" })).toHaveCount(0);

  // Staff, at the same moment, see it as past among the booked services.
  const staff = await browser.newContext({
    baseURL: base,
    locale: "en-GB",
    timezoneId: "Europe/London",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await staff.newPage();
  await admin.clock.setFixedTime(later);
  await signInByApi(admin, base, DEMO_ADMIN);
  await admin.goto("/admin/dashboard");
  const booked = admin
    .getByRole("region", { name: "Booked Services" })
    .getByRole("listitem")
    .filter({ hasText: account.email });
  await expect(booked.filter({ hasText: "09:00" })).toContainText("Past");
  await expect(booked.filter({ hasText: "11:00" })).toContainText("Cancelled");
  await staff.close();
});
