import { DEFAULT_SETTINGS } from "@automobi/domain";
import { onlyRow } from "../../db/rows.ts";
import * as schema from "../../db/schema/index.ts";
import { placeOf } from "../../records/places.ts";
import { need, type SeedContext } from "./context.ts";
import type { DemoRequest } from "./requests.ts";

/** One request with its quotes, messages and replies, rejection feedback and paid fee. */
export async function insertRequest(ctx: SeedContext, fixture: DemoRequest): Promise<void> {
  const { tx, at } = ctx;
  const { account, id: userId } = need(ctx.accounts, fixture.customer);
  const vehicle = need(ctx.vehicles, `${fixture.customer}:${fixture.registration}`);
  const changedAt = at(fixture.statusHoursAgo ?? fixture.hoursAgo);
  const quoteAges = (fixture.quotes ?? []).map((quote) => quote.hoursAgo);
  if (!account.postcode) throw new Error(`demo seed: ${account.email} has no postcode`);

  const request = onlyRow(
    await tx
      .insert(schema.quoteRequests)
      .values({
        userId,
        customerEmail: account.email,
        vehicleRegistration: fixture.registration,
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
        vehicleId: vehicle.id,
        services: [...fixture.services],
        description: fixture.description,
        damageType: fixture.damageType ?? null,
        budgetRange: fixture.budgetRange,
        partsPreference: fixture.partsPreference,
        postcode: account.postcode,
        ...placeOf(account.postcode),
        mobile: account.phone,
        travelDistance: fixture.travelDistance,
        timeframe: fixture.timeframe,
        availability: fixture.availability ?? null,
        status: fixture.status,
        // only a pending request can be edited; a deleted one was deleted while pending
        isEditable: fixture.status === "pending" || fixture.status === "deleted",
        firstQuotedAt: quoteAges.length > 0 ? at(Math.max(...quoteAges)) : null,
        completedAt: fixture.status === "completed" ? changedAt : null,
        deletedAt: fixture.status === "deleted" ? changedAt : null,
        createdAt: at(fixture.hoursAgo),
        updatedAt: changedAt,
      })
      .returning({ id: schema.quoteRequests.id }),
    "the demo request",
  );
  const quoteRequestId = request.id;
  ctx.requests.set(fixture.ref, quoteRequestId);

  let acceptedQuoteId: string | undefined;
  for (const quote of fixture.quotes ?? []) {
    const decidedAt = quote.decidedHoursAgo === undefined ? null : at(quote.decidedHoursAgo);
    const row = onlyRow(
      await tx
        .insert(schema.quotes)
        .values({
          quoteRequestId,
          garageId: need(ctx.garages, quote.garage),
          pricePence: quote.pricePence,
          description: quote.description,
          estimatedDuration: quote.estimatedDuration,
          warrantyInfo: quote.warrantyInfo ?? null,
          status: quote.status,
          rejectionReason: quote.rejectionReason ?? null,
          decidedAt,
          createdAt: at(quote.hoursAgo),
          updatedAt: decidedAt ?? at(quote.hoursAgo),
        })
        .returning({ id: schema.quotes.id }),
      "the demo quote",
    );
    if (quote.status === "accepted") acceptedQuoteId = row.id;
  }

  const admin = need(ctx.accounts, "admin");
  for (const message of fixture.messages ?? []) {
    const row = onlyRow(
      await tx
        .insert(schema.adminMessages)
        .values({
          quoteRequestId,
          adminUserId: admin.id,
          adminEmail: admin.account.email,
          customerEmail: account.email,
          subject: message.subject,
          message: message.message,
          sentAt: at(message.hoursAgo),
          createdAt: at(message.hoursAgo),
        })
        .returning({ id: schema.adminMessages.id }),
      "the demo message",
    );
    for (const reply of message.replies ?? []) {
      await tx.insert(schema.customerReplies).values({
        adminMessageId: row.id,
        userId,
        customerEmail: account.email,
        message: reply.message,
        createdAt: at(reply.hoursAgo),
      });
    }
  }

  if (fixture.rejectionFeedback) {
    const sentAt = at(fixture.rejectionFeedback.hoursAgo);
    await tx.insert(schema.adminMessages).values({
      quoteRequestId,
      adminEmail: ctx.supportEmail,
      customerEmail: account.email,
      subject: `Quote Rejected - ${vehicle.make} ${vehicle.model}`,
      message: `Reason for rejection: ${fixture.rejectionFeedback.reason}`,
      kind: "rejection_feedback",
      sentAt,
      createdAt: sentAt,
    });
  }

  if (fixture.paidHoursAgo !== undefined) {
    if (!acceptedQuoteId)
      throw new Error(`demo seed: ${fixture.ref} is paid without an accepted quote`);
    const paidAt = at(fixture.paidHoursAgo);
    const payment = onlyRow(
      await tx
        .insert(schema.payments)
        .values({
          quoteRequestId,
          quoteId: acceptedQuoteId,
          userId,
          provider: "test",
          providerSessionId: `test_demo_${fixture.ref}`,
          amountPence: DEFAULT_SETTINGS.paymentFeePence,
          status: "completed",
          completedAt: paidAt,
          createdAt: at(fixture.paidHoursAgo + 0.1),
          updatedAt: paidAt,
        })
        .returning({ id: schema.payments.id }),
      "the demo payment",
    );
    await tx.insert(schema.rewardTransactions).values({
      userId,
      points: DEFAULT_SETTINGS.rewardPointsPerPayment,
      reason: "payment",
      quoteRequestId,
      paymentId: payment.id,
      createdAt: paidAt,
    });
  }
}
