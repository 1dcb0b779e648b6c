/**
 * A quote itemised as parts and labour, with VAT charged on both at the rate System Settings
 * store (the UK standard rate, 20 %, until a super admin changes it): the one rule the admin
 * quote form shows and the server stores, so the total is worked out once and never typed
 * twice. A garage that charges no VAT enters its price without a breakdown.
 */
export interface QuoteTotals {
  partsPence: number;
  labourPence: number;
  vatPence: number;
  totalPence: number;
}

/** The most decimal places a VAT rate has (17.5 %, or 12.25 %). */
export const VAT_RATE_DECIMALS = 2;
const RATE_SCALE = 10 ** VAT_RATE_DECIMALS;

/**
 * VAT on parts plus labour at `vatRatePercent`, rounded to the nearest penny (half a penny up),
 * and the total.
 */
export function quoteTotalsOf(
  partsPence: number,
  labourPence: number,
  vatRatePercent: number,
): QuoteTotals {
  const net = partsPence + labourPence;
  // Whole-number arithmetic: the rate in hundredths of a percent, so net × rate is exact and
  // the half-up rounding is of pence.
  const rate = Math.round(vatRatePercent * RATE_SCALE);
  const whole = 100 * RATE_SCALE;
  const vatPence = Math.floor((net * rate + whole / 2) / whole);
  return { partsPence, labourPence, vatPence, totalPence: net + vatPence };
}

/** '20%', '17.5%': a rate as people write it. */
export function vatRateLabel(vatRatePercent: number): string {
  return `${Number(vatRatePercent.toFixed(VAT_RATE_DECIMALS))}%`;
}
