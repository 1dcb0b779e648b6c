import type { RateRule } from "../../http/rate-limiter.ts";

const HOUR = 60 * 60;

/**
 * Each submission queues two e-mails, one of them to the support inbox: limit them per account
 * and per client IP (several customers may share an office or household address). A customer
 * needs a handful a year; the browser journeys make one per account, three in all.
 */
export const QUOTE_RATE_RULES = {
  submitAccount: { name: "quote-submit:account", max: 10, windowSeconds: HOUR },
  submitIp: { name: "quote-submit:ip", max: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;
