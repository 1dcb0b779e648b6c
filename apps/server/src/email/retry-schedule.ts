import { emailRetryDelayMs } from "@automobi/domain";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * After the fast tries an SMTP outage is waited out rather than the e-mail dropped: these waits
 * in turn, then SLOW_RETRY_REPEAT_MS until GIVE_UP_AFTER_MS.
 */
export const SLOW_RETRY_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR] as const;
export const SLOW_RETRY_REPEAT_MS = 6 * HOUR;
/** The last try comes this long after the first; if it fails too, staff see the row as failed. */
export const GIVE_UP_AFTER_MS = 48 * HOUR;

function plannedWaitAfter(attempt: number, fastTries: number): number {
  // The spec's fast tries, 1 s × the attempt number apart.
  if (attempt < fastTries) return emailRetryDelayMs(attempt);
  return SLOW_RETRY_MS[attempt - fastTries] ?? SLOW_RETRY_REPEAT_MS;
}

/**
 * How long to wait after failed attempt number `attempt` (1-based), or null when the e-mail has
 * had its last try. `fastTries` is the row's max_attempts: the spec's 3.
 *
 * The schedule is counted in attempts, not read off the clock since the row was queued, so time
 * in which no worker ran (every server stopped) never uses up an e-mail's tries, and a staff
 * resend (attempts back to 0) starts the whole schedule again.
 */
export function retryDelayMs(attempt: number, fastTries: number): number | null {
  let elapsed = 0;
  for (let n = 1; n < attempt; n++) elapsed += plannedWaitAfter(n, fastTries);
  const left = GIVE_UP_AFTER_MS - elapsed;
  if (left <= 0) return null;
  return Math.min(plannedWaitAfter(attempt, fastTries), left);
}
