import {
  displayVehicle,
  ERROR_CODES,
  formatGBP,
  nextRequestStatus,
  priorityOf,
} from "@automobi/domain";
import {
  QUOTE_DECISION_CONFLICTS as CONFLICT,
  QUOTE_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { hasPgCode, PG_UNIQUE_VIOLATION } from "../../db/errors.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  expireWithdrawn,
  type PaymentProvider,
  withdrawCheckouts,
} from "../../providers/payments/index.ts";
import { tellGarageOfQuote } from "../../records/garage-news.ts";
import { openOrUpdateTicket } from "../../records/support-tickets.ts";
import {
  completedPaymentExists,
  customerFirstName,
  decideQuote,
  insertRejectionFeedback,
  type LockedQuote,
  lockQuoteOfCustomer,
  otherAcceptedQuoteExists,
  setRequestStatus,
} from "./repository.ts";

export interface DecisionDeps {
  db: Database;
  outbox: Outbox;
  config: Config;
  /** Closes the open checkouts of a rejected quote. */
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface Customer {
  id: string;
  email: string;
  name: string | null;
}

/** What the customer is told about the garage until the fee is paid (spec 001 §2). */
const HIDDEN_GARAGE_NAME = "Professional Garage";

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

const isUniqueViolation = (error: unknown) => hasPgCode(error, PG_UNIQUE_VIOLATION);

/**
 * Accepts a pending quote of the customer's own request, in one transaction: the quote and the
 * request become accepted, the other quotes stay as they are, and the decision e-mail is queued.
 * The request row is locked first and the partial unique index backs it: of two accepts on one
 * request, the second is a 409.
 */
export async function acceptQuote(deps: DecisionDeps, customer: Customer, quoteId: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await lockQuoteOfCustomer(tx, quoteId, customer.id);
      if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
      const { quote, request } = found;
      if (quote.status !== "pending") throw conflict(CONFLICT.notPending);
      if (await otherAcceptedQuoteExists(tx, request.id, quote.id)) {
        throw conflict(CONFLICT.otherAccepted);
      }
      const to = nextRequestStatus("customer", "accept-quote", request.status);
      if (!to) throw conflict(CONFLICT.requestClosed);
      const decided = await decideQuote(tx, quote.id, "pending", "accepted", null);
      if (!decided) throw conflict(CONFLICT.notPending);
      const updated = await setRequestStatus(tx, request.id, to);
      await queueDecisionEmail(tx, deps.outbox, customer, found, "accepted");
      await tellGarageOfQuote(tx, deps.outbox, quote.id, "accepted");
      return { quote: decided, request: updated };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONFLICT.otherAccepted);
    throw error;
  }
}

/**
 * Rejects a pending quote, or the accepted one ('Change Mind & Reject') unless its fee is paid,
 * in one transaction: the quote becomes rejected with the reason, the request goes to
 * in_review (it stays accepted while another of its quotes is accepted), the reason is stored as
 * rejection feedback for the request and opens or updates the customer's support ticket, the
 * support inbox is e-mailed and the decision e-mail is queued. The quote's open checkouts are
 * withdrawn with it, and closed at the provider once committed: a stale checkout can no longer
 * pay for a quote the customer has changed their mind about.
 */
export async function rejectQuote(
  deps: DecisionDeps,
  customer: Customer,
  quoteId: string,
  reason: string,
) {
  const { db, outbox, config } = deps;
  const { answer, withdrawn } = await db.transaction(async (tx) => {
    const found = await lockQuoteOfCustomer(tx, quoteId, customer.id);
    if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
    const { quote, request } = found;
    if (quote.status === "rejected") throw conflict(CONFLICT.alreadyRejected);
    if (quote.status === "accepted" && (await completedPaymentExists(tx, request.id))) {
      throw conflict(CONFLICT.paid);
    }
    const next = nextRequestStatus("customer", "reject-quote", request.status);
    if (!next) throw conflict(CONFLICT.requestClosed);
    const decided = await decideQuote(tx, quote.id, quote.status, "rejected", reason);
    if (!decided) throw conflict(CONFLICT.alreadyRejected);
    const stillAccepted = await otherAcceptedQuoteExists(tx, request.id, quote.id);
    const updated = await setRequestStatus(tx, request.id, stillAccepted ? "accepted" : next);
    const withdrawn = await withdrawCheckouts(tx, [quote.id]);

    const subject = `Quote rejected: ${formatGBP(quote.pricePence)} for ${displayVehicle(request)}`;
    const now = new Date();
    const priority = priorityOf(request, now);
    await insertRejectionFeedback(tx, {
      quoteRequestId: request.id,
      supportEmail: config.supportEmail,
      customerEmail: customer.email,
      subject,
      message: reason,
    });
    await openOrUpdateTicket(tx, {
      userId: customer.id,
      customerEmail: customer.email,
      quoteRequestId: request.id,
      subject,
      message: reason,
      priority: priority.toLowerCase() as Lowercase<typeof priority>,
      source: "rejection_feedback",
    });
    await outbox.enqueue(tx, config.supportEmail, "staff-quote-rejected", {
      customerEmail: customer.email,
      vehicleMake: request.vehicleMake,
      vehicleModel: request.vehicleModel,
      vehicleRegistration: request.vehicleRegistration,
      services: request.services,
      quoteRequestId: request.id,
      priority,
      reason,
      quotePricePence: quote.pricePence,
    });
    await queueDecisionEmail(tx, outbox, customer, found, "rejected");
    return { answer: { quote: decided, request: updated }, withdrawn };
  });
  await expireWithdrawn(deps.provider, withdrawn, deps.log);
  return answer;
}

async function queueDecisionEmail(
  tx: DbOrTx,
  outbox: Outbox,
  customer: Customer,
  { quote, request }: LockedQuote,
  decision: "accepted" | "rejected",
) {
  const firstName = await customerFirstName(tx, customer.id);
  await outbox.enqueue(tx, customer.email, "quote-decision", {
    customerName: greetingName(firstName, customer.name),
    customerEmail: customer.email,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    decision,
    quotePricePence: quote.pricePence,
    // The garage stays unnamed until the service fee is paid, in e-mail as on the dashboard.
    garageName: HIDDEN_GARAGE_NAME,
  });
}
