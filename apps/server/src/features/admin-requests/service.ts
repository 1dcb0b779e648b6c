import {
  ERROR_CODES,
  type ListPosition,
  nextRequestStatus,
  type RequestStatus,
  restoredStatus,
} from "@automobi/domain";
import {
  type AdminRequestAction,
  type AdminRequestFilter,
  type AdminRequestView,
  type adminRequestListResponse,
  adminTransitionRefusal,
  type ProcessingOrder,
  permanentDeleteRefusal,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Database, Tx } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { removeRequest } from "../../records/request-removal.ts";
import { inviteReview } from "../../records/review-invitations.ts";
import { readSettings } from "../../records/settings.ts";
import { adminListQueries } from "./page-queries.ts";
import { activeCounts } from "./repository.ts";
import { lockRequest, moveRequest } from "./request-changes.ts";

const invalidTransition = (message: string) =>
  new AppError(ERROR_CODES.INVALID_TRANSITION, message, 409);

/**
 * The Admin Dashboard's four filter cards, counted together, with the maximum quote response
 * time from System Settings that marks a waiting request overdue.
 */
export async function filterCounts(db: Database, now = new Date()) {
  const [counts, settings] = await Promise.all([activeCounts(db, now), readSettings(db)]);
  return { ...counts, maxQuoteResponseHours: settings.maxQuoteResponseHours };
}

/** The admin lists of requests, a keyset page at a time, as staff see them. */
export function requestLists(db: Database) {
  const listAdminRequests = adminListQueries(db);
  return async function listRequests(
    query: {
      view: AdminRequestView;
      filter?: AdminRequestFilter;
      cursor?: ListPosition;
      pageSize: number;
      order: ProcessingOrder;
      completed: boolean;
      search?: string;
    },
    now = new Date(),
  ) {
    const text = await listAdminRequests({
      view: query.view,
      filter: query.filter,
      after: query.cursor,
      pageSize: query.pageSize,
      now,
      processing: { order: query.order, completed: query.completed },
      search: query.view === "processing" ? query.search : undefined,
    });
    return encodedJson<z.output<typeof adminRequestListResponse>>(text);
  };
}

/**
 * The timestamps that go with a new status: completion, deletion, or neither after a restore
 * (a request restored as completed keeps its completion time).
 */
function stampsFor(action: AdminRequestAction, to: RequestStatus, now: Date) {
  if (action === "mark-complete") return { completedAt: now };
  if (action === "soft-delete") return { deletedAt: now };
  if (action === "restore") {
    return to === "completed" ? { deletedAt: null } : { deletedAt: null, completedAt: null };
  }
  return {};
}

/**
 * An admin status action, checked against the transition table on the locked row and written
 * only while the row is still in the status checked. Two admins acting at once queue on the
 * lock; the second finds the new status and gets the 409.
 */
export async function transitionRequest(
  deps: { db: Database; outbox: Outbox; config: Pick<Config, "publicUrl"> },
  actor: StaffActor,
  id: string,
  action: AdminRequestAction,
) {
  return deps.db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (!current) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    const allowed = nextRequestStatus("admin", action, current.status);
    if (!allowed) throw invalidTransition(adminTransitionRefusal(action, current.status));
    // Restore: back to the status the request had when it was deleted.
    const to = action === "restore" ? restoredStatus(current.statusBeforeDelete) : allowed;
    const moved = await moveRequest(tx, id, current.status, to, stampsFor(action, to, new Date()));
    if (!moved) throw invalidTransition(adminTransitionRefusal(action, current.status));
    await recordStaffAction(
      tx,
      actor.staff,
      actor.request,
      `quote_request.${action.replaceAll("-", "_")}`,
      "quote_request",
      id,
      { from: current.status, to },
    );
    // A paid job now complete: its customer is asked to review the garage (issue 31).
    if (action === "mark-complete") await inviteReview(tx, deps, id);
    return moved;
  });
}

/**
 * Removes a locked request for good with its quotes, messages, replies and photos; its payments
 * stay. Audited as `action` in the caller's transaction.
 */
async function removeLocked(
  tx: Tx,
  actor: StaffActor,
  id: string,
  action: string,
  details: Record<string, unknown> = {},
) {
  const outcome = await removeRequest(tx, id);
  await recordStaffAction(tx, actor.staff, actor.request, action, "quote_request", id, {
    ...details,
    ...outcome.removed,
    paymentsKept: outcome.paymentsKept,
  });
  return { id, ...outcome };
}

/**
 * Permanent Delete, from the Deleted screen only: the request must be soft-deleted first. Its
 * quotes, messages, replies and photos go with it in one transaction; its payments stay.
 */
export async function deletePermanently(db: Database, actor: StaffActor, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (!current) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    if (current.status !== "deleted") {
      throw invalidTransition(permanentDeleteRefusal(current.status));
    }
    return removeLocked(tx, actor, id, "quote_request.permanent_delete");
  });
}

/**
 * The portal's Customer Management Delete (spec 001 §4: it removes the row outright): a soft
 * delete and the permanent delete in one transaction, whatever the request's status, audited
 * once with the status it had. Its payments stay, as with Permanent Delete.
 */
export async function purgeRequest(db: Database, actor: StaffActor, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (!current) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    if (current.status !== "deleted") {
      const moved = await moveRequest(tx, id, current.status, "deleted", { deletedAt: new Date() });
      if (!moved) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    }
    return removeLocked(tx, actor, id, "quote_request.purge", { from: current.status });
  });
}
