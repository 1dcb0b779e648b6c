import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { CUSTOMER_EMAIL, storedDirectoryGarage, useAccounts } from "../admin/fixtures.ts";
import { SmtpSink } from "../email/smtp-sink.ts";
import { useTestApp } from "../support/test-app.ts";
import { acceptedQuoteRequest, payServiceFee } from "./fixtures.ts";

const smtp = new SmtpSink();
await smtp.start();
const ctx = useTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: "Automobi <no-reply@automobi.test>" },
});
const accounts = useAccounts(ctx);
afterAll(() => smtp.stop());

/** The PDF part of a raw MIME message: its headers and its bytes. */
function pdfPart(raw: string) {
  const part = /Content-Type: application\/pdf([\s\S]*?)\r\n\r\n([\s\S]*?)\r\n--/i.exec(raw);
  expect(part, "an application/pdf part").toBeTruthy();
  const headers = part?.[1] ?? "";
  expect(headers).toMatch(/Content-Transfer-Encoding:\s*base64/i);
  return { headers, bytes: Buffer.from((part?.[2] ?? "").replace(/\s+/g, ""), "base64") };
}

describe("the payment e-mail, through a real SMTP server", () => {
  it("arrives with the receipt attached as a PDF that names the amount", async () => {
    const garageId = await storedDirectoryGarage(ctx, {
      name: "Mail Garage",
      email: "mail-garage@example.com",
    });
    const requestId = await acceptedQuoteRequest(ctx, accounts, garageId);
    await payServiceFee(ctx, accounts, requestId);
    while ((await ctx.app.services.outboxWorker.processDue()) > 0) {}

    const mail = smtp.received.find(
      (m) => m.to === CUSTOMER_EMAIL && /Subject: Payment received/.test(m.raw),
    );
    expect(mail, "the payment e-mail").toBeTruthy();
    const { headers, bytes } = pdfPart(mail?.raw ?? "");
    expect(headers).toMatch(/filename="?automobi-receipt-R-\d{6}\.pdf"?/);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toMatch(/Receipt number: R-\d{6}/);
    expect(text).toContain("Total paid £3.00");
  });
});
