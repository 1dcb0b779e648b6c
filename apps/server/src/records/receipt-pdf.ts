import { formatGBP, receiptNumberText, vatRateLabel } from "@automobi/domain";
import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from "@cantoo/pdf-lib";

/** What one completed payment's receipt shows (docs/decisions/058). */
export interface ReceiptData {
  /** The receipt's sequence number: given out once, never reused. */
  number: number;
  paidAt: Date;
  customerName: string;
  customerAddress: string | null;
  customerPostcode: string | null;
  /** Already formatted, e.g. 'Volkswagen Golf (AB12 CDE)'. */
  vehicle: string;
  /** e.g. "Service fee to unlock the garage's details". */
  description: string;
  amountPence: number;
  /** The platform's VAT number from System Settings; when set, the receipt shows a VAT line. */
  vatNumber: string | null;
  /** The rate the amount includes; 20 (the UK standard rate) when left out. */
  vatRatePercent?: number;
  platformName: string;
  supportEmail: string;
}

/**
 * The VAT inside a VAT-inclusive amount: amount × rate / (100 + rate), to the nearest penny
 * (half a penny up). £3.00 at 20 % holds £0.50. Whole numbers throughout: the rate is taken in
 * hundredths of a percent, as System Settings store it to two decimal places.
 */
export function vatIncludedPence(amountPence: number, ratePercent: number): number {
  const rate = Math.round(ratePercent * 100);
  const gross = 100 * 100 + rate;
  return Math.floor((2 * amountPence * rate + gross) / (2 * gross));
}

/** '10 March 2026, 14:00', as the UK clock showed it (GMT or BST). */
const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
function londonDateTime(instant: Date): string {
  const part = Object.fromEntries(LONDON.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

const MARGIN = 56;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);

/** Letters whose accent is part of the letter, so that taking it off (NFD) finds no base. */
const PLAIN: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ħ: "H", ħ: "h" };

/**
 * The standard fonts write WinAnsi (Western European: £, é, ë, ß, ’ are in it). The library
 * writes '?' for a character outside it (ő, Ł, Cyrillic, an emoji); taking the accent off
 * first keeps a name readable (Łódź becomes Lódz, Kőbánya Kobánya). Control characters (a tab,
 * a stray line break) become spaces.
 */
function writable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const fits = (ch: string) => known.has(ch.codePointAt(0) ?? -1);
  return (text) =>
    Array.from(text, (ch) => {
      if (/\p{Cc}/u.test(ch)) return " ";
      if (fits(ch)) return ch;
      const base = PLAIN[ch] ?? ch.normalize("NFD").replace(/\p{M}/gu, "");
      return base !== "" && Array.from(base).every(fits) ? base : "?";
    }).join("");
}

/** Breaks a line into lines that fit `width`, at spaces, and inside a word too long for one. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const ch of Array.from(word)) {
      if (line && !fits(line + ch)) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The address as typed, a line for each line. The profile allows 300 characters, which wrap to
 * a handful of lines, but not to 300 short lines: past six, the rest share the sixth, so the
 * receipt stays one page.
 */
function addressLines(address: string | null): string[] {
  const lines = (address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length <= 6 ? lines : [...lines.slice(0, 5), lines.slice(5).join(", ")];
}

/** Writes downwards from the top margin, one line at a time. */
class Writer {
  private y = PAGE_HEIGHT - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly clean: (text: string) => string,
  ) {}

  /** Writes text, wrapped to `width`; answers its first line's baseline. */
  line(
    text: string,
    font: PDFFont,
    size: number,
    options: { grey?: boolean; width?: number } = {},
  ): number {
    const color = options.grey ? GREY : rgb(0, 0, 0);
    const first = this.y - size * 1.3;
    for (const part of wrap(this.clean(text), font, size, options.width ?? TEXT_WIDTH)) {
      this.y -= size * 1.3;
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font, color });
    }
    return first;
  }

  /** A label on the left, wrapped short of a figure right-aligned beside its first line. */
  row(label: string, figure: string, font: PDFFont, size: number) {
    const figureWidth = font.widthOfTextAtSize(figure, size);
    const y = this.line(label, font, size, { width: TEXT_WIDTH - figureWidth - 24 });
    this.page.drawText(figure, { x: PAGE_WIDTH - MARGIN - figureWidth, y, size, font });
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.gap(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(4);
  }
}

/**
 * The receipt for one completed payment: an A4 page of real text in the standard Helvetica
 * (so it can be searched, copied and read back), the same bytes every time for the same data.
 */
export async function receiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const numberText = receiptNumberText(data.number);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = writable(regular);

  doc.setTitle(`${data.platformName} receipt ${numberText}`, { showInWindowTitleBar: true });
  doc.setAuthor(data.platformName);
  doc.setSubject(`Receipt ${numberText}`);
  doc.setCreator(data.platformName);
  doc.setProducer(data.platformName);
  doc.setLanguage("en-GB");
  doc.setCreationDate(data.paidAt);
  doc.setModificationDate(data.paidAt);

  const write = new Writer(doc.addPage(PageSizes.A4), clean);
  write.line("Receipt", bold, 24);
  write.line(data.platformName, regular, 14, { grey: true });
  write.gap(16);
  write.line(`Receipt number: ${numberText}`, regular, 11);
  write.line(`Date: ${londonDateTime(data.paidAt)}`, regular, 11);

  write.gap(16);
  write.line("Billed to", bold, 11);
  write.line(data.customerName, regular, 11);
  for (const addressLine of addressLines(data.customerAddress))
    write.line(addressLine, regular, 11);
  if (data.customerPostcode?.trim()) write.line(data.customerPostcode.trim(), regular, 11);

  write.gap(16);
  write.row("Paid for", "Amount", bold, 11);
  write.rule();
  write.row(data.description, formatGBP(data.amountPence), regular, 11);
  write.line(`Vehicle: ${data.vehicle}`, regular, 11, { grey: true });
  write.rule();
  write.row("Total paid", formatGBP(data.amountPence), bold, 12);

  if (data.vatNumber?.trim()) {
    const rate = data.vatRatePercent ?? 20;
    write.gap(12);
    write.line(`VAT number: ${data.vatNumber.trim()}`, regular, 11);
    write.line(
      `VAT included at ${vatRateLabel(rate)}: ${formatGBP(vatIncludedPence(data.amountPence, rate))}`,
      regular,
      11,
    );
  }

  write.gap(32);
  write.line(`Questions about this receipt? E-mail ${data.supportEmail}`, regular, 10, {
    grey: true,
  });
  return doc.save();
}
