import {
  ERROR_CODES,
  nextRequestStatus,
  outsideReachQuestion,
  outwardCode,
  type RequestAction,
  withinTravelDistance,
} from "@automobi/domain";
import {
  ADMIN_QUOTE_MESSAGES,
  type AdminQuoteCreateInput,
  PAID_QUOTE_DELETE_REFUSAL,
  priceOfQuote,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  quoteAddRefusal,
} from "@automobi/domain/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { RequestValidationError } from "../../http/validation.ts";
import {
  expireWithdrawn,
  type PaymentProvider,
  withdrawCheckouts,
} from "../../providers/payments/index.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { requestGarageMiles } from "../../records/places.ts";
import {
  insertQuote,
  lockRequestForQuote,
  markRequestQuoted,
  quotesLeft,
  tellCustomer,
} from "../../records/quotes.ts";
import { readSettings } from "../../records/settings.ts";
import {
  completedPaymentForQuote,
  findOrAddGarage,
  lockQuoteWithRequest,
  moveRequest,
  rememberStatus,
  removeQuote,
} from "./repository.ts";

export type NewQuote = AdminQuoteCreateInput;

export interface QuoteDeleteDeps {
  db: Database;
  /** Closes the open checkouts of a deleted quote. */
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

/**
 * A garage's quote entered by staff, in one transaction: the garage is found in the directory
 * by its e-mail or added, the quote is stored as pending, the request moves to quoted where the
 * transition table allows (its first-quoted time set once), and the customer gets the new-quote
 * e-mail and a notification. A deleted or completed request takes no quote.
 */
export async function createQuote(
  deps: { db: Database; outbox: Outbox },
  actor: StaffActor,
  requestId: string,
  input: NewQuote,
) {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequestForQuote(tx, requestId);
    if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    if (request.status === "deleted" || request.status === "completed") {
      throw conflict(quoteAddRefusal(request.status));
    }
    const { vatRatePercent } = await readSettings(tx);
    const price = priceOfQuote(input, vatRatePercent);
    if ("field" in price) throw new RequestValidationError({ [price.field]: price.message });
    const { garage, created } = await findOrAddGarage(tx, {
      name: input.garageName,
      address: input.garageAddress,
      phone: input.garagePhone,
      email: input.garageEmail,
      postcode: input.garagePostcode,
      specialties: request.services,
    });
    // A garage new to the directory needs its postcode (the transaction undoes the insert).
    if (created && !input.garagePostcode) {
      throw new RequestValidationError({ garagePostcode: ADMIN_QUOTE_MESSAGES.garagePostcode });
    }
    // A garage beyond the customer's travel distance only once staff confirm it.
    const miles = await requestGarageMiles(tx, request.id, garage.id);
    if (!withinTravelDistance(miles, request.travelDistance) && !input.confirmOutsideReach) {
      const district = outwardCode(request.postcode) ?? request.postcode;
      const question = outsideReachQuestion(miles ?? 0, district, request.travelDistance);
      throw new AppError(ERROR_CODES.CONFIRMATION_REQUIRED, question, 409, {
        confirmOutsideReach: question,
      });
    }
    const quote = await insertQuote(tx, {
      quoteRequestId: request.id,
      garageId: garage.id,
      pricePence: price.pricePence,
      description: input.description,
      estimatedDuration: input.estimatedDuration,
      warrantyInfo: input.warrantyInfo,
      partsPence: price.breakdown?.partsPence ?? null,
      labourPence: price.breakdown?.labourPence ?? null,
      vatPence: price.breakdown?.vatPence ?? null,
      source: "staff",
      enteredBy: actor.staff.user.id,
    });
    const to = nextRequestStatus("system", "quote-created", request.status) ?? request.status;
    const updated = await markRequestQuoted(tx, request.id, request.status, to, new Date());
    if (!updated) throw conflict(quoteAddRefusal(request.status));
    await tellCustomer(tx, deps.outbox, request, miles, { ...quote, ...price });
    await recordStaffAction(tx, actor.staff, actor.request, "quote.create", "quote", quote.id, {
      quoteRequestId: request.id,
      garageId: garage.id,
      garageCreated: created,
      pricePence: quote.pricePence,
      requestStatus: { from: request.status, to },
    });
    const { partsPence, labourPence, vatPence, ...rest } = quote;
    const breakdown =
      partsPence === null || labourPence === null || vatPence === null
        ? null
        : { partsPence, labourPence, vatPence };
    return {
      quote: { ...rest, breakdown, garage },
      request: updated,
      garageCreated: created,
    };
  });
}

/**
 * Deletes a quote, unless its service fee is paid. With no quote left the request goes back to
 * pending; when the unpaid accepted quote goes and others remain, back to in review. A deleted
 * request stays deleted, and the status Restore returns it to moves so. The quote's open
 * checkouts are withdrawn with it and closed at the provider once committed.
 */
export async function deleteQuote(deps: QuoteDeleteDeps, actor: StaffActor, quoteId: string) {
  const { answer, withdrawn } = await deps.db.transaction(async (tx) => {
    const found = await lockQuoteWithRequest(tx, quoteId);
    if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
    if (await completedPaymentForQuote(tx, quoteId)) throw conflict(PAID_QUOTE_DELETE_REFUSAL);
    const withdrawn = await withdrawCheckouts(tx, [quoteId]);
    if (!(await removeQuote(tx, quoteId))) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
    const from = found.request.status;
    const left = await quotesLeft(tx, found.request.id);
    const action: RequestAction | null =
      left === 0
        ? "last-quote-deleted"
        : found.status === "accepted"
          ? "accepted-quote-deleted"
          : null;
    const remembered = found.request.statusBeforeDelete;
    if (from === "deleted" && action && remembered) {
      const restoreTo = nextRequestStatus("system", action, remembered);
      if (restoreTo) await rememberStatus(tx, found.request.id, restoreTo);
    }
    const to = action ? nextRequestStatus("system", action, from) : null;
    const moved = to && (await moveRequest(tx, found.request.id, from, to));
    const { id, status, updatedAt } = found.request;
    const request = moved || { id, status, updatedAt };
    await recordStaffAction(tx, actor.staff, actor.request, "quote.delete", "quote", quoteId, {
      quoteRequestId: found.request.id,
      garageId: found.garageId,
      pricePence: found.pricePence,
      quoteStatus: found.status,
      requestStatus: { from, to: request.status },
    });
    return { answer: { id: quoteId, request }, withdrawn };
  });
  await expireWithdrawn(deps.provider, withdrawn, deps.log);
  return answer;
}
