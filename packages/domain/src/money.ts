/** Money is held as integer pence; these convert at the edges. */
const GBP = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const GBP_WHOLE = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatGBPOptions {
  /** '£3' rather than '£3.00' when the amount is whole pounds (as in 'Pay £3 Service Fee'). */
  readonly dropZeroPence?: boolean;
}

/** 300 → '£3.00', 123450 → '£1,234.50'. */
export function formatGBP(pence: number, options: FormatGBPOptions = {}): string {
  const whole = pence % 100 === 0;
  return (options.dropZeroPence && whole ? GBP_WHOLE : GBP).format(pence / 100);
}

const POUNDS = /^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/**
 * '12.5' → 1250, '0.1' → 10, '£1,234.56' → 123456, worked out on the digits so
 * no float error creeps in. Null for negatives, more than two decimal places or
 * anything that is not an amount.
 */
export function poundsToPence(amount: string | number): number | null {
  const text = typeof amount === "number" ? String(amount) : amount.trim().replace(/^£/, "");
  const match = POUNDS.exec(text);
  if (!match || text === "" || text === ".") return null;
  const [poundsPart = "", decimals = ""] = text.replace(/,/g, "").split(".");
  const pence = Number(poundsPart || "0") * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(pence) ? pence : null;
}

/** 1250 → '12.50' (no symbol; for amount inputs). */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
