import { displayVehicleWithRegistration, receiptNumberText } from "@automobi/domain";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import {
  documentNumbers,
  payments,
  profiles,
  quoteRequests,
  type ReceiptSnapshot,
  user,
} from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { readSettings } from "../../records/settings.ts";

/** What every receipt says it was for. */
export const RECEIPT_DESCRIPTION = "Service fee to unlock the garage's details";

const RECEIPT_NOT_FOUND = "Receipt not found";

/**
 * The next receipt number, taken inside the transaction that completes the payment. The
 * counter's row stays locked until that transaction ends, so numbers are given one at a time;
 * a transaction that rolls back gives its number back, and the sequence has no gaps.
 */
export async function nextReceiptNumber(tx: DbOrTx): Promise<number> {
  const row = onlyRow(
    await tx
      .insert(documentNumbers)
      .values({ kind: "receipt", lastNumber: 1 })
      .onConflictDoUpdate({
        target: documentNumbers.kind,
        set: { lastNumber: sql`${documentNumbers.lastNumber} + 1` },
      })
      .returning({ number: documentNumbers.lastNumber }),
    "the next receipt number",
  );
  return row.number;
}

/** 'Ann Smith' from the profile, else the account's name, else its e-mail address. */
function billedName(row: {
  firstName: string | null;
  lastName: string | null;
  accountName: string | null;
  email: string;
}): string {
  const profileName = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return profileName || row.accountName?.trim() || row.email;
}

/**
 * What the receipt of a payment says, from the rows as they are now: the customer's name and
 * address, the request's vehicle, the settings' platform name and VAT number. Written on the
 * payment when it completes; made again only for payments completed before receipts existed.
 */
export async function receiptSnapshotOf(tx: DbOrTx, paymentId: string): Promise<ReceiptSnapshot> {
  const row = onlyRow(
    await tx
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        address: profiles.address,
        postcode: profiles.postcode,
        accountName: user.name,
        email: user.email,
        vehicleMake: quoteRequests.vehicleMake,
        vehicleModel: quoteRequests.vehicleModel,
        vehicleRegistration: quoteRequests.vehicleRegistration,
      })
      .from(payments)
      .innerJoin(user, eq(user.id, payments.userId))
      .leftJoin(profiles, eq(profiles.userId, payments.userId))
      // left: a request deleted for good keeps its payments, and they keep their receipts
      .leftJoin(quoteRequests, eq(quoteRequests.id, payments.quoteRequestId))
      .where(eq(payments.id, paymentId)),
    "the paying customer",
  );
  const { platformName, vatNumber, vatRatePercent } = await readSettings(tx);
  const vehicle =
    row.vehicleMake !== null && row.vehicleModel !== null && row.vehicleRegistration !== null
      ? displayVehicleWithRegistration({
          vehicleMake: row.vehicleMake,
          vehicleModel: row.vehicleModel,
          vehicleRegistration: row.vehicleRegistration,
        })
      : "No longer on record";
  return {
    customerName: billedName(row),
    customerAddress: row.address?.trim() || null,
    customerPostcode: row.postcode?.trim() || null,
    vehicle,
    description: RECEIPT_DESCRIPTION,
    platformName,
    vatNumber: vatNumber || null,
    vatRatePercent,
  };
}

export interface ReceiptFile {
  filename: string;
  bytes: Uint8Array;
}

/** The PDF of a completed payment (the PDF library is loaded on the first receipt). */
export async function renderReceipt(
  payment: { receiptNumber: number; completedAt: Date; amountPence: number },
  snapshot: ReceiptSnapshot,
  config: Pick<Config, "supportEmail">,
): Promise<ReceiptFile> {
  const { receiptPdf } = await import("../../records/receipt-pdf.ts");
  const bytes = await receiptPdf({
    ...snapshot,
    number: payment.receiptNumber,
    paidAt: payment.completedAt,
    amountPence: payment.amountPence,
    supportEmail: config.supportEmail,
  });
  const slug = snapshot.platformName.toLowerCase().replace(/[^a-z0-9]+/g, "-") || "receipt";
  return { filename: `${slug}-receipt-${receiptNumberText(payment.receiptNumber)}.pdf`, bytes };
}

/**
 * A completed payment's receipt for whoever asks: the customer who paid, or staff. Anyone else,
 * a payment not completed, or no such payment: 404, so the answer tells nothing of what exists.
 */
export async function receiptFor(
  db: DbOrTx,
  config: Pick<Config, "supportEmail">,
  viewer: { userId: string; staff: boolean },
  paymentId: string,
): Promise<ReceiptFile> {
  const [payment] = await db
    .select({
      userId: payments.userId,
      status: payments.status,
      amountPence: payments.amountPence,
      completedAt: payments.completedAt,
      receiptNumber: payments.receiptNumber,
      receipt: payments.receipt,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (
    payment?.status !== "completed" ||
    payment.receiptNumber === null ||
    payment.completedAt === null ||
    (!viewer.staff && payment.userId !== viewer.userId)
  ) {
    throw notFound(RECEIPT_NOT_FOUND);
  }
  const snapshot = payment.receipt ?? (await receiptSnapshotOf(db, paymentId));
  return renderReceipt(
    {
      receiptNumber: payment.receiptNumber,
      completedAt: payment.completedAt,
      amountPence: payment.amountPence,
    },
    snapshot,
    config,
  );
}
