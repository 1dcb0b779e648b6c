/**
 * The admin screens' query keys that more than one feature refreshes: a change on one screen
 * refreshes the lists another screen shows (a new quote refreshes every list of requests, a role
 * change the audit log, a garage's edit the quote form's suggestions).
 */

/** Every admin list of requests sits under this key: a change anywhere refreshes them all. */
export const adminRequestsKey = ["admin", "quote-requests"] as const;

export const auditKey = ["admin", "audit"] as const;

export const garagesKey = ["admin", "garages"] as const;
