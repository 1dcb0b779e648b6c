import { REQUEST_STATUSES, type RequestStatus } from "@automobi/domain";
import { type Placeholder, type SQL, sql } from "drizzle-orm";

/**
 * Reading the figures that the database keeps itself (kept_counts, kept_daily; migration
 * 0013): a figure is the sum of its slots, so reading one costs the same at any size.
 */

/** Kept whole-database figures other than the requests' (see schema/kept-counts.ts). */
export type KeptFigure = "customers" | "quotes:rejected" | "revenue";

/** Kept per London day. */
export type KeptDailyFigure =
  | "requests:created"
  | "responses:count"
  | "responses:micros"
  | "accepted:count"
  | "revenue";

/** The requests' figures of `statuses`, with a rejection, without, or either. */
export function requestFigures(
  statuses: readonly RequestStatus[],
  rejection: "with" | "without" | "either" = "either",
): string[] {
  const kinds = rejection === "with" ? [1] : rejection === "without" ? [0] : [0, 1];
  return statuses.flatMap((status) => kinds.map((kind) => `requests:${status}:${kind}`));
}

/** The statuses other than `excluded`, in the schema's order. */
export const statusesExcept = (...excluded: RequestStatus[]) =>
  REQUEST_STATUSES.filter((status) => !excluded.includes(status));

/** The figures as SQL literals: they are the code's own constants, never input. */
function literals(figures: readonly string[]): SQL {
  if (figures.length === 0) return sql.raw("NULL");
  return sql.raw(figures.map((figure) => `'${figure.replaceAll("'", "''")}'`).join(", "));
}

/** A scalar subquery: the sum of `figures` over their slots, 0 when none is kept yet. */
export function keptSum(figures: readonly string[]): SQL {
  return sql`(SELECT coalesce(sum(k.n), 0) FROM kept_counts k WHERE k.figure IN (${literals(figures)}))`;
}

/** `figures` of the London days [first, last] (both 'YYYY-MM-DD'): rows of (figure, day, n). */
export function keptDays(figures: readonly KeptDailyFigure[], first: string, last: string): SQL {
  return sql`SELECT k.figure, k.day::text AS day, sum(k.n) AS n FROM kept_daily k
    WHERE k.figure IN (${literals(figures)}) AND k.day BETWEEN ${first}::date AND ${last}::date
    GROUP BY k.figure, k.day`;
}

/** One of an account's kept ledger totals (reward_balances, migration 0045). */
export type RewardTotal = "balance" | "entries";

/**
 * An account's kept reward balance or entry count as a scalar subquery: its one row of
 * reward_balances, kept by the ledger's statement triggers, 0 for an account without a ledger.
 * Read inside a transaction that has just written the ledger, it holds that write: the
 * triggers run at the end of each statement. Every reader of a balance reads it here, so the
 * Rewards tab, the stat cards, the payment answer and its e-mail agree.
 */
export function keptRewardTotal(
  userId: string | SQL | Placeholder,
  total: RewardTotal,
): SQL<number> {
  const column = sql.raw(total === "balance" ? "balance" : "entries");
  return sql<number>`(SELECT coalesce(max(b.${column}), 0) FROM reward_balances b
    WHERE b.user_id = ${userId})`.mapWith(Number);
}
