import { bigint, date, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Whole-database figures kept by statement-level triggers (migration 0013) in the transaction
 * of every change: requests per status and rejection (`requests:<status>:<0|1>`), customer
 * accounts (`customers`), rejected quotes (`quotes:rejected`) and completed payments' pence
 * (`revenue`). Each figure is spread over a few slots, so concurrent writers rarely wait on the
 * same row; a figure is the sum of its slots.
 */
export const keptCounts = pgTable(
  "kept_counts",
  {
    figure: text("figure").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.figure, t.slot] })],
);

/**
 * The same per London day: requests created (`requests:created`), and of those first quoted,
 * how many (`responses:count`) and their response times in microseconds (`responses:micros`),
 * by the day the request was created; completed payments' pence by the day of completion
 * (`revenue`).
 */
export const keptDaily = pgTable(
  "kept_daily",
  {
    figure: text("figure").notNull(),
    day: date("day").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.figure, t.day, t.slot] })],
);
