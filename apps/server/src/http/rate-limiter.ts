import { randomUUID } from "node:crypto";
import { ERROR_CODES } from "@automobi/domain";
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client.ts";
import { onlyRow } from "../db/rows.ts";
import { AppError } from "./app-error.ts";

export interface RateRule {
  /** Names the counter, e.g. "sign-in:ip". */
  name: string;
  max: number;
  windowSeconds: number;
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a moment and try again.";

/**
 * Fixed-window counters stored in the database, so every server process shares them.
 * One upsert per hit: it starts a new window when the old one has passed.
 */
export class RateLimiter {
  constructor(private readonly db: DbOrTx) {}

  /** Counts one hit; throws a 429 AppError (with Retry-After) once the rule's max is passed. */
  async hit(rule: RateRule, subject: string, now = Date.now()): Promise<void> {
    const retryAfter = await this.count(rule, subject, now);
    if (retryAfter !== null) throw tooMany(retryAfter);
  }

  /** Gives back one hit counted by hit() or count(): the attempt turned out not to count. */
  async release(rule: RateRule, subject: string): Promise<void> {
    await this.db.execute(sql`
      update rate_limit set count = count - 1
      where key = ${keyOf(rule, subject)} and count > 0`);
  }

  /** Forgets the counters of `rule` for a subject, and for every subject starting `subject|`. */
  async forget(rule: RateRule, subject: string): Promise<void> {
    const key = keyOf(rule, subject);
    await this.db.execute(sql`
      delete from rate_limit where key = ${key} or starts_with(key, ${`${key}|`})`);
  }

  /** Counts one hit; returns the seconds to wait when over the limit, else null. */
  async count(rule: RateRule, subject: string, now = Date.now()): Promise<number | null> {
    const key = keyOf(rule, subject);
    const windowStart = now - rule.windowSeconds * 1000;
    const rows = await queryRows<{ count: number; last_request: string }>(
      this.db,
      sql`
      insert into rate_limit (id, key, count, last_request)
      values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
      returning count, last_request`,
    );
    const row = onlyRow(rows, "the rate limit's counter");
    if (row.count <= rule.max) return null;
    return Math.max(
      1,
      Math.ceil((Number(row.last_request) + rule.windowSeconds * 1000 - now) / 1000),
    );
  }
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

function tooMany(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new AppError(ERROR_CODES.RATE_LIMITED, RATE_LIMIT_MESSAGE, 429, undefined, {
    "retry-after": String(seconds),
  });
}
