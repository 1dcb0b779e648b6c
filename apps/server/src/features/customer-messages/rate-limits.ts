import type { RateRule } from "../../http/rate-limiter.ts";

/**
 * Each reply e-mails the support inbox: a conversation needs a few an hour, a script would
 * flood the inbox.
 */
export const REPLY_RATE_RULE = {
  name: "message-reply:account",
  max: 20,
  windowSeconds: 60 * 60,
} as const satisfies RateRule;
