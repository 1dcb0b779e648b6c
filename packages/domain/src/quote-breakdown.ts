/**
 * A quote itemised as parts and labour, with VAT charged on both at the UK standard rate: the
 * one rule the admin quote form shows and the server stores, so the total is worked out once
 * and never typed twice. A garage that charges no VAT enters its price without a breakdown.
 */
export const VAT_RATE_PERCENT = 20;

export interface QuoteTotals {
  partsPence: number;
  labourPence: number;
  vatPence: number;
  totalPence: number;
}

/** VAT on parts plus labour, rounded to the nearest penny (half a penny up), and the total. */
export function quoteTotalsOf(partsPence: number, labourPence: number): QuoteTotals {
  const net = partsPence + labourPence;
  // Whole-number arithmetic: net × rate is exact, and the half-up rounding is of pence.
  const vatPence = Math.floor((net * VAT_RATE_PERCENT + 50) / 100);
  return { partsPence, labourPence, vatPence, totalPence: net + vatPence };
}
