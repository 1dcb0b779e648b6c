import { ERASED_CUSTOMER_NAME, ERASED_TEXT } from "@automobi/domain";
import { and, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  account,
  adminMessages,
  appointments,
  auditLog,
  customerReplies,
  dataExports,
  emailOutbox,
  idempotencyKeys,
  notifications,
  payments,
  profiles,
  quoteRequests,
  quotes,
  rateLimit,
  requestPhotos,
  reviews,
  session,
  supportTicketMessages,
  supportTickets,
  twoFactor,
  user,
  vehicles,
  verification,
} from "../../db/schema/index.ts";

// The statements of an account's erasure (issue 32, decision 061), each run in the one
// transaction that erases it. What names the customer goes; the records the operator must keep
// (requests, quotes, payments, the reward ledger) stay, without the customer in them.

/** The account, its row locked for the erasure; undefined when there is no such account. */
export async function lockAccount(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      erasedAt: user.erasedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  return row;
}

/**
 * Everything that identifies the customer in our records: the account's e-mail and name, the
 * profile's name, phone and address, the phones of their requests, and the ids of the account
 * and its requests (in links and audit entries). The erasure looks for these in the records it
 * cannot reach by the account's id: e-mails to staff and garages, others' notifications, the
 * audit log.
 */
export async function identifiersOf(tx: DbOrTx, userId: string, email: string, name: string) {
  const [profile] = await tx
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
      address: profiles.address,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const requests = await tx
    .select({
      id: quoteRequests.id,
      mobile: quoteRequests.mobile,
      phone: quoteRequests.phoneNumber,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId));
  const fullName = [profile?.firstName, profile?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  const phones = [profile?.mobile, ...requests.flatMap((r) => [r.mobile, r.phone])];
  // the account's and its requests' ids: the links and records about them name the customer too
  const ids = [userId, ...requests.map((r) => r.id)];
  const all = [email, name, fullName, profile?.address, ...phones, ...ids]
    .map((value) => value?.trim() ?? "")
    // a name of two letters or a phone of a few digits would match others' words too
    .filter((value) => value.length >= 5);
  return [...new Set(all)];
}

/** A condition: `column` holds any of the identifiers, whatever their letter case. */
function mentions(column: SQL, identifiers: readonly string[]): SQL {
  if (identifiers.length === 0) return sql`false`;
  const patterns = identifiers.map((value) => `%${value.replace(/[\\%_]/g, "\\$&")}%`);
  return sql`${column} ILIKE ANY (${sql.param(patterns)}::text[])`;
}

/** Signs the account out everywhere and takes its ways in: sessions, password, 2FA, tokens. */
export async function removeAccess(tx: DbOrTx, userId: string, email: string) {
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx
    .delete(verification)
    .where(
      or(
        eq(verification.value, userId),
        mentions(sql`${verification.identifier}`, [email]),
        mentions(sql`${verification.value}`, [email, userId]),
      ),
    );
  await tx.delete(rateLimit).where(mentions(sql`${rateLimit.key}`, [email]));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
}

/** The account's own rows that hold nothing the operator must keep. */
export async function removeOwnRows(tx: DbOrTx, userId: string) {
  const requestIds = tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId));
  await tx.delete(requestPhotos).where(inArray(requestPhotos.quoteRequestId, requestIds));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(appointments).where(eq(appointments.userId, userId));
  await tx.delete(vehicles).where(eq(vehicles.userId, userId));
  await tx.delete(profiles).where(eq(profiles.userId, userId));
}

/**
 * The records kept for the operator's accounts, without the customer in them: requests keep
 * their vehicle's make and model, services, status and times (so every figure stays as it was)
 * and lose the e-mail, phones, postcode, plate, place and words; quotes lose the customer's
 * reason for rejecting; messages, replies and tickets lose their text; a review keeps its stars
 * and loses its words; a receipt keeps its number, amount and vehicle and loses name and address.
 */
export async function anonymiseRecords(tx: DbOrTx, userId: string, email: string, erased: string) {
  const requestIds = tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId));
  await tx
    .update(quotes)
    .set({ rejectionReason: ERASED_TEXT })
    .where(and(inArray(quotes.quoteRequestId, requestIds), isNotNull(quotes.rejectionReason)));
  await tx
    .update(adminMessages)
    .set({ customerEmail: erased, subject: ERASED_TEXT, message: ERASED_TEXT })
    .where(inArray(adminMessages.quoteRequestId, requestIds));
  await tx
    .update(customerReplies)
    .set({ customerEmail: erased, message: ERASED_TEXT })
    .where(or(eq(customerReplies.userId, userId), eq(customerReplies.customerEmail, email)));
  await tx.update(reviews).set({ text: null }).where(inArray(reviews.quoteRequestId, requestIds));
  await tx
    .update(payments)
    .set({
      receipt: sql`${payments.receipt} || jsonb_build_object(
        'customerName', ${ERASED_CUSTOMER_NAME}::text,
        'customerAddress', null,
        'customerPostcode', null,
        'vehicle', regexp_replace(${payments.receipt}->>'vehicle', ' \\([^)]*\\)$', ''))`,
    })
    .where(and(eq(payments.userId, userId), isNotNull(payments.receipt)));
  await tx
    .update(quoteRequests)
    .set({
      customerEmail: erased,
      mobile: "",
      phoneNumber: null,
      postcode: "",
      vehicleRegistration: "",
      description: ERASED_TEXT,
      damageType: null,
      availability: null,
      latitude: null,
      longitude: null,
      locatedBy: null,
      vehicleId: null,
    })
    .where(eq(quoteRequests.userId, userId));
  const tickets = tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(or(eq(supportTickets.userId, userId), eq(supportTickets.customerEmail, email)));
  await tx
    .update(supportTicketMessages)
    .set({
      authorEmail: sql`CASE WHEN ${supportTicketMessages.authorEmail} = ${email} THEN ${erased} ELSE ${supportTicketMessages.authorEmail} END`,
      subject: null,
      message: ERASED_TEXT,
    })
    .where(inArray(supportTicketMessages.ticketId, tickets));
  await tx
    .update(supportTickets)
    .set({ customerEmail: erased, subject: ERASED_TEXT })
    .where(or(eq(supportTickets.userId, userId), eq(supportTickets.customerEmail, email)));
}

/**
 * What others were sent or told about the customer: e-mails (to them, and to staff or garages
 * naming them), others' notifications and the audit log's details. Sent e-mails keep their row
 * (when, to whom, which template) without their words; one still waiting is not sent.
 */
export async function redactMentions(
  tx: DbOrTx,
  email: string,
  erased: string,
  identifiers: readonly string[],
) {
  await tx
    .update(emailOutbox)
    .set({
      toAddress: sql`CASE WHEN lower(${emailOutbox.toAddress}) = lower(${email}) THEN ${erased} ELSE ${emailOutbox.toAddress} END`,
      subject: ERASED_TEXT,
      html: ERASED_TEXT,
      text: ERASED_TEXT,
      payload: {},
      attachments: [],
      status: sql`CASE WHEN ${emailOutbox.status} IN ('pending', 'sending') THEN 'failed' ELSE ${emailOutbox.status} END`,
      lastError: sql`CASE WHEN ${emailOutbox.status} IN ('pending', 'sending') THEN ${ERASED_TEXT} ELSE ${emailOutbox.lastError} END`,
    })
    .where(
      or(
        sql`lower(${emailOutbox.toAddress}) = lower(${email})`,
        mentions(sql`${emailOutbox.text}`, identifiers),
        mentions(sql`${emailOutbox.subject}`, identifiers),
        mentions(sql`${emailOutbox.payload}::text`, identifiers),
      ),
    );
  await tx
    .update(notifications)
    .set({ title: ERASED_TEXT, body: ERASED_TEXT })
    .where(
      or(
        mentions(sql`${notifications.title}`, identifiers),
        mentions(sql`${notifications.body}`, identifiers),
      ),
    );
  await tx
    .update(auditLog)
    .set({ details: { erased: true } })
    .where(mentions(sql`${auditLog.details}::text`, identifiers));
}

/** The account row itself: kept (payments and figures point at it), without who it was. */
export async function markErased(tx: DbOrTx, userId: string, erased: string, at: Date) {
  await tx
    .update(user)
    .set({
      email: erased,
      name: ERASED_CUSTOMER_NAME,
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(user.id, userId));
}
