import {
  canPayServiceFee,
  displayVehicle,
  formatGBP,
  type QuoteStatus,
  receiptNumberText,
} from "@automobi/domain";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { PaymentProvider } from "../../providers/payments/index.ts";
import { recordStaffAction } from "../../records/audit.ts";
import { tellGarageOfQuote } from "../../records/garage-news.ts";
import { insertNotification } from "../../records/notifications.ts";
import { inviteReview } from "../../records/review-invitations.ts";
import { readSettings } from "../../records/settings.ts";
import { nextReceiptNumber, receiptSnapshotOf, renderReceipt } from "./receipts.ts";
import {
  awardPaymentPoints,
  completePayment,
  findPaymentBySession,
  paymentDetails,
  pointsBalance,
} from "./repository.ts";
import {
  lockPaidRequest,
  lockPaymentBySession,
  markRefundDue,
  otherCompletedPayment,
  quoteStatusOf,
} from "./settle-repository.ts";

/** Why a payment that arrived unlocks nothing and is owed back (kept in its audit entry). */
export type RefundReason =
  | "request_deleted"
  | "quote_deleted"
  | "quote_rejected"
  | "already_paid"
  | "request_not_payable";

export interface FulfilResult {
  /** This call completed the payment (unlocked the garage, awarded the points). */
  fulfilled: boolean;
  /** The session belongs to a payment we recorded. */
  known: boolean;
  /** The payment arrived for a quote no longer payable: recorded, to be refunded. */
  refundDue: boolean;
}

type Payment = NonNullable<Awaited<ReturnType<typeof findPaymentBySession>>>;

/**
 * The one rule of create-payment (canPayServiceFee), asked again when the money arrives: the
 * request still stored and not deleted, still its owner's, the quote paid for still its
 * accepted quote, and no other payment of it completed; `request` is its row as the caller
 * locked it. Null when the payment may complete.
 */
async function refundReason(
  tx: DbOrTx,
  payment: Payment,
  request: Awaited<ReturnType<typeof lockPaidRequest>>,
): Promise<RefundReason | null> {
  if (!request || request.status === "deleted" || request.userId !== payment.userId) {
    return "request_deleted";
  }
  const quoteStatus: QuoteStatus | null = await quoteStatusOf(
    tx,
    payment.quoteId,
    payment.quoteRequestId,
  );
  if (quoteStatus === null) return "quote_deleted";
  if (quoteStatus !== "accepted") return "quote_rejected";
  const feePaid = await otherCompletedPayment(tx, payment);
  if (feePaid) return "already_paid";
  return canPayServiceFee({ status: request.status, feePaid }, quoteStatus)
    ? null
    : "request_not_payable";
}

/**
 * Settles a paid checkout session, exactly once however often and however concurrently it is
 * reported. The request's row is locked first (as rejecting or deleting its quote does), then
 * the payment's. When the quote it paid for is still the request's payable accepted quote, in
 * one transaction the payment is completed, the points from the settings go to the ledger, the
 * payment-success e-mail is queued and a notification raised; the request keeps its status
 * (`accepted`, or `completed` when staff marked it complete first). Otherwise (the quote was
 * rejected or deleted, the request deleted, or its fee already paid) the payment is recorded
 * as `refund_due`: it unlocks nothing, earns nothing, and the audit log shows staff a refund
 * is due.
 */
export async function fulfilPayment(
  deps: {
    db: Database;
    outbox: Outbox;
    provider: Pick<PaymentProvider, "kind">;
    config: Pick<Config, "supportEmail" | "publicUrl">;
  },
  sessionId: string,
): Promise<FulfilResult> {
  return deps.db.transaction(async (tx) => {
    // Read without a lock, to lock its request first: the order every writer of payments uses.
    const seen = await findPaymentBySession(tx, deps.provider.kind, sessionId);
    if (!seen) return { fulfilled: false, known: false, refundDue: false };
    const request = await lockPaidRequest(tx, seen.quoteRequestId);
    const reason = await refundReason(tx, seen, request);
    // Under the request's lock: a concurrent report may have settled it meanwhile.
    const payment = await lockPaymentBySession(tx, deps.provider.kind, sessionId);
    if (!payment) throw new Error(`the payment of session ${sessionId} was not found again`);
    if (payment.status === "completed" || payment.status === "refund_due") {
      return { fulfilled: false, known: true, refundDue: payment.status === "refund_due" };
    }
    if (reason) {
      await markRefundDue(tx, payment.id);
      await recordStaffAction(
        tx,
        null,
        null,
        "payment.refund_due",
        "quote_request",
        payment.quoteRequestId,
        {
          paymentId: payment.id,
          quoteId: payment.quoteId,
          amountPence: payment.amountPence,
          reason,
        },
      );
      return { fulfilled: false, known: true, refundDue: true };
    }
    await complete(tx, deps, payment.id, sessionId);
    // Staff may have marked the job complete before it was paid for: now it can be reviewed.
    if (request?.status === "completed") await inviteReview(tx, deps, payment.quoteRequestId);
    return { fulfilled: true, known: true, refundDue: false };
  });
}

/**
 * Completes the payment with its receipt's number, awards the points, queues the e-mail with
 * the receipt attached and raises the notification. The number is taken last but one, as the
 * counter's lock is held to the commit: concurrent payments wait on it as briefly as possible.
 */
async function complete(
  tx: DbOrTx,
  deps: {
    outbox: Outbox;
    provider: Pick<PaymentProvider, "kind">;
    config: Pick<Config, "supportEmail">;
  },
  paymentId: string,
  sessionId: string,
) {
  const { outbox } = deps;
  const receipt = await receiptSnapshotOf(tx, paymentId);
  const receiptNumber = await nextReceiptNumber(tx);
  const payment = await completePayment(tx, deps.provider.kind, sessionId, {
    receiptNumber,
    receipt,
  });
  if (!payment) throw new Error(`the payment of session ${sessionId} could not be completed`);
  const pdf = await renderReceipt(
    {
      receiptNumber,
      completedAt: payment.completedAt ?? new Date(),
      amountPence: payment.amountPence,
    },
    receipt,
    deps.config,
  );
  const { rewardPointsPerPayment: points } = await readSettings(tx);
  await awardPaymentPoints(tx, {
    userId: payment.userId,
    points,
    quoteRequestId: payment.quoteRequestId,
    paymentId: payment.id,
  });
  const totalPoints = await pointsBalance(tx, payment.userId);
  const details = await paymentDetails(tx, payment.id);
  if (details) {
    const { firstName, accountName, ...rest } = details;
    await outbox.enqueue(
      tx,
      details.customerEmail,
      "payment-success",
      {
        ...rest,
        customerName: greetingName(firstName, accountName),
        feePaidPence: payment.amountPence,
        pointsEarned: points,
        totalPoints,
        receiptNumber: receiptNumberText(receiptNumber),
      },
      {
        attachments: [
          {
            filename: pdf.filename,
            contentType: "application/pdf",
            content: Buffer.from(pdf.bytes).toString("base64"),
            encoding: "base64",
          },
        ],
      },
    );
  }
  await tellGarageOfQuote(tx, outbox, payment.quoteId, "paid");
  const vehicle = details ? displayVehicle(details) : "vehicle";
  await insertNotification(tx, {
    kind: "payment_confirmed",
    userId: payment.userId,
    quoteRequestId: payment.quoteRequestId,
    title: "Payment confirmed",
    body: `Your service fee of ${formatGBP(payment.amountPence)} is paid: the garage's details for your ${vehicle} are unlocked and you earned ${points} reward points.`,
    link: "/dashboard",
  });
}
