import { type SQL, sql } from "drizzle-orm";
import { requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import { hasRejection } from "../../db/rejection-feedback.ts";
import type { quoteRequests } from "../../db/schema/index.ts";

/** What the portal's figures and lists count as Active and Rejected, in SQL and kept figures. */

export type RequestColumns = (typeof quoteRequests)["_"]["columns"];

/** Active (spec 001 §9): pending, quoted or in review, or with a rejection; never completed or deleted. */
export function activeWhere(
  status: SQL | RequestColumns["status"],
  rejectionSignals: SQL | RequestColumns["rejectionSignals"],
) {
  return sql`(${status} NOT IN ('completed', 'deleted') AND (${status} IN ('pending', 'quoted', 'in_review') OR ${hasRejection(rejectionSignals)}))`;
}

/** Active (as activeWhere): open and not yet decided, or open with a rejection. */
export const ACTIVE_FIGURES = [
  ...requestFigures(["pending", "quoted", "in_review"]),
  ...requestFigures(
    statusesExcept("completed", "deleted", "pending", "quoted", "in_review"),
    "with",
  ),
];
