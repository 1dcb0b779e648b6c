/**
 * Stored status of a service-fee payment; revenue counts only completed ones. `refund_due`: the
 * money was taken for a quote no longer payable when it arrived (rejected, deleted, or its fee
 * already paid); it unlocks nothing and staff owe it back.
 */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refund_due"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
