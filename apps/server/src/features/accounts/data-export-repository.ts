import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  adminMessages,
  appointments,
  customerReplies,
  dataExports,
  garages,
  notifications,
  payments,
  profiles,
  quoteRequests,
  quotes,
  requestPhotos,
  reviews,
  rewardTransactions,
  supportTicketMessages,
  supportTickets,
  user,
  vehicles,
} from "../../db/schema/index.ts";

// The statements of a customer's copy of their data (issue 32): every row the account owns,
// read in one snapshot, and nothing of anyone else's (staff's addresses, other customers, a
// garage not yet paid for).

export async function insertDataExport(
  tx: DbOrTx,
  row: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(dataExports).values(row);
}

/** The account's export link of that token, while it is valid. */
export async function openDataExport(db: DbOrTx, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.userId, userId),
        gt(dataExports.expiresAt, now),
      ),
    );
  return row;
}

/** Everything the account owns, in one read-only snapshot. */
export async function customerData(tx: DbOrTx, userId: string) {
  const [account] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await tx
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
      postcode: profiles.postcode,
      address: profiles.address,
      motReminders: profiles.motReminders,
      serviceReminders: profiles.serviceReminders,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const ownRequests = tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId));
  // One after another: a transaction's statements share one connection.
  const savedVehicles = await tx
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      motDueDate: vehicles.motDueDate,
      createdAt: vehicles.createdAt,
    })
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(asc(vehicles.createdAt));
  const requests = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      services: quoteRequests.services,
      description: quoteRequests.description,
      damageType: quoteRequests.damageType,
      budgetRange: quoteRequests.budgetRange,
      partsPreference: quoteRequests.partsPreference,
      postcode: quoteRequests.postcode,
      mobile: quoteRequests.mobile,
      phoneNumber: quoteRequests.phoneNumber,
      customerEmail: quoteRequests.customerEmail,
      travelDistance: quoteRequests.travelDistance,
      timeframe: quoteRequests.timeframe,
      availability: quoteRequests.availability,
      feePaid: quoteRequests.feePaid,
      createdAt: quoteRequests.createdAt,
      completedAt: quoteRequests.completedAt,
      deletedAt: quoteRequests.deletedAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  const requestQuotes = await tx
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      pricePence: quotes.pricePence,
      partsPence: quotes.partsPence,
      labourPence: quotes.labourPence,
      vatPence: quotes.vatPence,
      description: quotes.description,
      estimatedDuration: quotes.estimatedDuration,
      warrantyInfo: quotes.warrantyInfo,
      status: quotes.status,
      rejectionReason: quotes.rejectionReason,
      createdAt: quotes.createdAt,
      decidedAt: quotes.decidedAt,
      garageName: garages.name,
      garageAddress: garages.address,
      garagePhone: garages.phone,
    })
    .from(quotes)
    .innerJoin(garages, eq(garages.id, quotes.garageId))
    .where(inArray(quotes.quoteRequestId, ownRequests))
    .orderBy(asc(quotes.createdAt));
  const photos = await tx
    .select({
      id: requestPhotos.id,
      quoteRequestId: requestPhotos.quoteRequestId,
      contentType: requestPhotos.contentType,
      originalName: requestPhotos.originalName,
      data: requestPhotos.data,
      createdAt: requestPhotos.createdAt,
    })
    .from(requestPhotos)
    .where(inArray(requestPhotos.quoteRequestId, ownRequests))
    .orderBy(asc(requestPhotos.createdAt));
  const messages = await tx
    .select({
      id: adminMessages.id,
      quoteRequestId: adminMessages.quoteRequestId,
      kind: adminMessages.kind,
      subject: adminMessages.subject,
      message: adminMessages.message,
      sentAt: adminMessages.sentAt,
    })
    .from(adminMessages)
    .where(inArray(adminMessages.quoteRequestId, ownRequests))
    .orderBy(asc(adminMessages.sentAt));
  const replies = await tx
    .select({
      id: customerReplies.id,
      adminMessageId: customerReplies.adminMessageId,
      message: customerReplies.message,
      createdAt: customerReplies.createdAt,
    })
    .from(customerReplies)
    .where(eq(customerReplies.userId, userId))
    .orderBy(asc(customerReplies.createdAt));
  const tickets = await tx
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      status: supportTickets.status,
      source: supportTickets.source,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const bookings = await tx
    .select({
      id: appointments.id,
      vehicleId: appointments.vehicleId,
      serviceType: appointments.serviceType,
      date: appointments.scheduledDate,
      hour: appointments.scheduledHour,
      status: appointments.status,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.scheduledDate));
  const paid = await tx
    .select({
      id: payments.id,
      quoteRequestId: payments.quoteRequestId,
      amountPence: payments.amountPence,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      receiptNumber: payments.receiptNumber,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const ledger = await tx
    .select({
      id: rewardTransactions.id,
      points: rewardTransactions.points,
      reason: rewardTransactions.reason,
      quoteRequestId: rewardTransactions.quoteRequestId,
      createdAt: rewardTransactions.createdAt,
    })
    .from(rewardTransactions)
    .where(eq(rewardTransactions.userId, userId))
    .orderBy(asc(rewardTransactions.createdAt));
  const notes = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const written = await tx
    .select({
      id: reviews.id,
      quoteRequestId: reviews.quoteRequestId,
      stars: reviews.stars,
      text: reviews.text,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(inArray(reviews.quoteRequestId, ownRequests))
    .orderBy(asc(reviews.createdAt));
  const ticketIds = tickets.map((ticket) => ticket.id);
  const ticketMessages =
    ticketIds.length === 0
      ? []
      : await tx
          .select({
            id: supportTicketMessages.id,
            ticketId: supportTicketMessages.ticketId,
            kind: supportTicketMessages.kind,
            subject: supportTicketMessages.subject,
            message: supportTicketMessages.message,
            createdAt: supportTicketMessages.createdAt,
          })
          .from(supportTicketMessages)
          .where(
            or(
              inArray(supportTicketMessages.ticketId, ticketIds),
              eq(supportTicketMessages.authorUserId, userId),
            ),
          )
          .orderBy(asc(supportTicketMessages.createdAt));
  return {
    account,
    profile: profile ?? null,
    savedVehicles,
    requests,
    requestQuotes,
    photos,
    messages,
    replies,
    tickets,
    ticketMessages,
    bookings,
    paid,
    ledger,
    notes,
    written,
  };
}

export type CustomerData = Awaited<ReturnType<typeof customerData>>;
