/**
 * Stored status of a service-fee payment; revenue counts only completed ones. `refund_due`: the
 * money was taken for a quote no longer payable when it arrived (rejected, deleted, or its fee
 * already paid); it unlocks nothing and staff owe it back.
 */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refund_due"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A receipt's number as printed and listed: 42 → 'R-000042', seven digits and more later. */
export function receiptNumberText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a receipt number: ${n}`);
  return `R-${String(n).padStart(6, "0")}`;
}
