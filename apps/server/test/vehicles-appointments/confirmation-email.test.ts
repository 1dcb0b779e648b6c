import { afterAll, describe, expect, it } from "vitest";
import { SmtpSink } from "../email/smtp-sink.ts";
import { useTestApp } from "../support/test-app.ts";
import { book, call, fixedClock, NOW, savedVehicle, useAccounts } from "./fixtures.ts";
import { readCalendar } from "./read-calendar.ts";

const smtp = new SmtpSink();
await smtp.start();
const ctx = useTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: "Automobi <no-reply@automobi.test>" },
  clock: fixedClock(NOW).now,
});
const accounts = useAccounts(ctx);
afterAll(() => smtp.stop());

/** The calendar part of a raw MIME message, decoded from its transfer encoding. */
function calendarPart(raw: string) {
  const part = /Content-Type: text\/calendar([\s\S]*?)\r\n\r\n([\s\S]*?)\r\n--/i.exec(raw);
  expect(part, "a text/calendar part").toBeTruthy();
  const headers = part![1]!;
  const body = part![2]!;
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : body;
  return { headers, decoded };
}

describe("the Schedule Service confirmation, through a real SMTP server", () => {
  it("arrives with the appointment as an .ics calendar attachment", async () => {
    const vehicle = await savedVehicle(ctx, accounts.cookies.owner, "BD19 KLM");
    const booked = await book(ctx, accounts.cookies.owner, {
      vehicleId: vehicle.id,
      serviceType: "brake-service",
      date: "2026-07-01",
      hour: 17,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // the confirmation e-mails of sign-up are in the outbox too; send everything
    while ((await ctx.app.services.outboxWorker.processDue()) > 0) {}

    const mail = smtp.received.find(
      (m) => m.to === "owner@example.com" && /Subject: Service Scheduled/.test(m.raw),
    );
    expect(mail, "the confirmation").toBeTruthy();
    const { headers, decoded } = calendarPart(mail!.raw);
    expect(headers).toMatch(/filename="?appointment\.ics"?/);
    expect(decoded).toContain("BEGIN:VCALENDAR");
    expect(decoded).toContain("SUMMARY:Brake Service: BMW 3 Series (BD19 KLM)");
    // 17:00 to 18:00 wall-clock time in London (BST that day)
    expect(decoded).toContain("DTSTART;TZID=Europe/London:20260701T170000");
    expect(decoded).toContain("DTEND;TZID=Europe/London:20260701T180000");
    expect(decoded).toContain("TZOFFSETTO:+0100");
    expect(decoded.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("sends the cancellation as a METHOD:CANCEL calendar part for the same event", async () => {
    const vehicle = await savedVehicle(ctx, accounts.cookies.owner, "CF66 NPR");
    const booked = await book(ctx, accounts.cookies.owner, {
      vehicleId: vehicle.id,
      date: "2026-10-26",
      hour: 10,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const cancelled = await call(
      ctx,
      accounts.cookies.owner,
      "POST",
      `/api/appointments/${id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    while ((await ctx.app.services.outboxWorker.processDue()) > 0) {}

    const sent = (subject: RegExp) =>
      smtp.received.find((m) => m.to === "owner@example.com" && subject.test(m.raw));
    const confirmation = calendarPart(
      sent(/Subject: Service Scheduled: MOT Test on Monday 26/)!.raw,
    );
    const mail = sent(/Subject: Service Cancelled: MOT Test on Monday 26 October 2026 at 10:00/);
    expect(mail, "the cancellation").toBeTruthy();
    const { headers, decoded } = calendarPart(mail!.raw);
    expect(headers).toMatch(/method=CANCEL/i);
    const event = readCalendar(decoded);
    const original = readCalendar(confirmation.decoded);
    expect(event).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: original.uid });
    expect(event.sequence).toBeGreaterThan(original.sequence);
    // 26 October 2026 is the day after the clocks go back: 10:00 GMT
    expect(event.start).toBe("2026-10-26T10:00:00.000Z");
  });
});
