import {
  displayMake,
  displayModel,
  displayVehicle,
  displayVehicleWithRegistration,
  type ListPosition,
} from "@automobi/domain";
import { messageAuthorEmail, QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import type { Database } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { insertNotification } from "../../records/notifications.ts";
import {
  findRecipient,
  insertAdminMessage,
  listRequestMessages,
  type Recipient,
} from "./repository.ts";

function recipientOf(request: Recipient) {
  return {
    id: request.id,
    customerEmail: request.customerEmail,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleRegistration: request.vehicleRegistration,
    vehicle: displayVehicleWithRegistration(request),
  };
}

/**
 * The Customer Messaging screen: whom it writes to, and the history newest first, a keyset
 * page at a time.
 */
export async function messageHistory(
  db: Database,
  requestId: string,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const [request, { items, total, nextCursor }] = await Promise.all([
    findRecipient(db, requestId),
    listRequestMessages(db, requestId, { after: query.cursor, pageSize }),
  ]);
  if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  return {
    request: recipientOf(request),
    items: items.map(({ customerReplies, ...message }) => ({
      ...message,
      from: messageAuthorEmail(message),
      replies: customerReplies,
    })),
    pageSize,
    total,
    nextCursor,
  };
}

/**
 * Sends a message to the request's customer, from the signed-in admin's e-mail, in one
 * transaction: stored, the admin-reply e-mail queued, a notification raised, the audit written.
 */
export async function sendMessage(
  deps: { db: Database; outbox: Outbox },
  actor: StaffActor,
  requestId: string,
  input: { subject: string; message: string },
) {
  return deps.db.transaction(async (tx) => {
    const request = await findRecipient(tx, requestId);
    if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    const { user: staff } = actor.staff;
    const stored = await insertAdminMessage(tx, {
      quoteRequestId: request.id,
      adminUserId: staff.id,
      adminEmail: staff.email,
      customerEmail: request.customerEmail,
      subject: input.subject,
      message: input.message,
    });
    await deps.outbox.enqueue(tx, request.accountEmail, "admin-reply", {
      customerName: greetingName(request.firstName, request.accountName),
      customerEmail: request.accountEmail,
      vehicleMake: displayMake(request.vehicleMake),
      vehicleModel: displayModel(request.vehicleModel),
      subject: input.subject,
      message: input.message,
      hasQuote: false,
      quotePricePence: null,
    });
    await insertNotification(tx, {
      kind: "new_message",
      userId: request.userId,
      title: "New message from support",
      body: `${input.subject} (about your ${displayVehicle(request)})`,
      link: "/dashboard?tab=messages",
      quoteRequestId: request.id,
    });
    await recordStaffAction(
      tx,
      actor.staff,
      actor.request,
      "admin_message.send",
      "admin_message",
      stored.id,
      {
        quoteRequestId: request.id,
        subject: input.subject,
      },
    );
    return { ...stored, from: messageAuthorEmail(stored), replies: [] };
  });
}
