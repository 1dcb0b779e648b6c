import { receiptNumberText } from "@automobi/domain";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { type ReceiptData, receiptPdf, vatIncludedPence } from "../../src/records/receipt-pdf.ts";

const receipt = (changes: Partial<ReceiptData> = {}): ReceiptData => ({
  number: 42,
  paidAt: new Date("2026-03-10T14:00:00Z"),
  customerName: "Alex Morgan",
  customerAddress: "12 High Street\nLondon",
  customerPostcode: "SW1A 1AA",
  vehicle: "Volkswagen Golf (AB12 CDE)",
  description: "Service fee to unlock the garage's details",
  amountPence: 300,
  vatNumber: null,
  platformName: "Automobi",
  supportEmail: "support@automobi.example",
  ...changes,
});

/** The PDF as a reader sees it: its text (a line for each line), pages and metadata. */
async function read(bytes: Uint8Array) {
  // pdf.js takes the buffer over; the caller keeps its own.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  const pageSize = (await pdf.getPage(1)).view;
  return { text, lines: text.split("\n"), totalPages, info, pageSize };
}

describe("receipt numbers", () => {
  it("are R- and at least six digits", () => {
    expect(receiptNumberText(1)).toBe("R-000001");
    expect(receiptNumberText(42)).toBe("R-000042");
    expect(receiptNumberText(999_999)).toBe("R-999999");
    expect(receiptNumberText(1_234_567)).toBe("R-1234567");
  });

  it("refuses what cannot be a receipt's number", () => {
    for (const n of [0, -1, 1.5, Number.NaN])
      expect(() => receiptNumberText(n)).toThrow(RangeError);
  });
});

describe("the VAT included in an amount", () => {
  it("is amount × rate / (100 + rate), to the nearest penny", () => {
    expect(vatIncludedPence(300, 20)).toBe(50);
    expect(vatIncludedPence(1000, 20)).toBe(167);
    expect(vatIncludedPence(300, 17.5)).toBe(45);
    expect(vatIncludedPence(100, 5)).toBe(5);
    expect(vatIncludedPence(300, 0)).toBe(0);
    expect(vatIncludedPence(0, 20)).toBe(0);
  });

  it("rounds half a penny up", () => {
    expect(vatIncludedPence(3, 20)).toBe(1);
    expect(vatIncludedPence(9, 20)).toBe(2);
  });
});

describe("a receipt PDF", () => {
  it("shows the number, London date, customer, what was paid for and the amount", async () => {
    const { lines, text, totalPages, pageSize } = await read(await receiptPdf(receipt()));
    expect(totalPages).toBe(1);
    expect(pageSize.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(lines.slice(0, 4)).toEqual([
      "Receipt",
      "Automobi",
      "Receipt number: R-000042",
      "Date: 10 March 2026, 14:00",
    ]);
    expect(lines).toEqual(
      expect.arrayContaining(["Alex Morgan", "12 High Street", "London", "SW1A 1AA"]),
    );
    expect(text).toMatch(/Service fee to unlock the garage's details\s+£3\.00/);
    expect(lines).toContain("Vehicle: Volkswagen Golf (AB12 CDE)");
    expect(text).toMatch(/Total paid\s+£3\.00/);
    expect(text).toContain("support@automobi.example");
  });

  it("dates a payment in British Summer Time by the UK clock", async () => {
    const summer = await read(
      await receiptPdf(receipt({ paidAt: new Date("2026-07-10T13:00:00Z") })),
    );
    expect(summer.lines).toContain("Date: 10 July 2026, 14:00");
    // 23:30 UTC is already the next day in London.
    const lateNight = await read(
      await receiptPdf(receipt({ paidAt: new Date("2026-06-30T23:30:00Z") })),
    );
    expect(lateNight.lines).toContain("Date: 1 July 2026, 00:30");
  });

  it("has no VAT line when no VAT number is set", async () => {
    const { text } = await read(await receiptPdf(receipt({ vatNumber: null })));
    expect(text).not.toMatch(/VAT/);
  });

  it("shows the VAT number and the VAT the amount includes when one is set", async () => {
    const standard = await read(await receiptPdf(receipt({ vatNumber: "GB123456789" })));
    expect(standard.lines).toContain("VAT number: GB123456789");
    expect(standard.lines).toContain("VAT included at 20%: £0.50");

    const other = await read(
      await receiptPdf(
        receipt({ vatNumber: "GB987654321", vatRatePercent: 17.5, amountPence: 1000 }),
      ),
    );
    expect(other.lines).toContain("VAT number: GB987654321");
    expect(other.lines).toContain("VAT included at 17.5%: £1.49");
    expect(other.text).toMatch(/Total paid\s+£10\.00/);
  });

  it("carries its title and author", async () => {
    const { info } = await read(await receiptPdf(receipt()));
    expect(info.Title).toBe("Automobi receipt R-000042");
    expect(info.Author).toBe("Automobi");
  });

  it("is the same file every time it is made from the same payment", async () => {
    const first = await receiptPdf(receipt({ vatNumber: "GB123456789" }));
    const again = await receiptPdf(receipt({ vatNumber: "GB123456789" }));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it("writes the customer's own text back as typed, on one page, however odd", async () => {
    const longWord = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch".repeat(2);
    const address = [
      "Flat 3, Rose's Court",
      "1 Crème Brûlée Lane, Łódź Road",
      longWord,
      `${"A very long line of address that goes on and on ".repeat(3)}end`,
    ].join("\n");
    const { text, lines, totalPages } = await read(
      await receiptPdf(
        receipt({ customerName: "Zoë O'Brien", customerAddress: address, customerPostcode: null }),
      ),
    );
    expect(totalPages).toBe(1);
    expect(lines).toContain("Zoë O'Brien");
    expect(lines).toContain("Flat 3, Rose's Court");
    // Ł has no WinAnsi glyph, so it loses its stroke; é and û are WinAnsi's own.
    expect(lines).toContain("1 Crème Brûlée Lane, Lódz Road");
    // Wrapped to the page, never cut off.
    expect(text.replaceAll("\n", "")).toContain(longWord);
    expect(text.replaceAll("\n", " ")).toContain(
      `${"A very long line of address that goes on and on ".repeat(3)}end`,
    );
  });

  it("does not throw on characters the standard fonts lack, or on a 150-line address", async () => {
    const { lines, totalPages } = await read(
      await receiptPdf(
        receipt({
          customerName: "Дмитрий 🚗 Kőbánya",
          customerAddress: Array.from({ length: 150 }, (_, i) => `${i}`).join("\n"),
        }),
      ),
    );
    expect(totalPages).toBe(1);
    expect(lines).toContain("??????? ? Kobánya");
    expect(lines).toContain("SW1A 1AA");
  });
});
