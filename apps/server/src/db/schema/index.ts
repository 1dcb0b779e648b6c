// The whole database schema: every table and relation, one file per area.
// Closed value lists live in ./values.ts; column helpers in ./columns.ts.
export * from "./appointments.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./customers.ts";
export * from "./garage-portal.ts";
export * from "./idempotency.ts";
export * from "./kept-counts.ts";
export * from "./messaging.ts";
export * from "./mot-reminders.ts";
export * from "./notifications.ts";
export * from "./outbox.ts";
export * from "./payments.ts";
export * from "./quote-requests.ts";
export * from "./quotes.ts";
export * from "./relations.ts";
export * from "./reviews.ts";
export * from "./rewards.ts";
export * from "./settings.ts";
export * from "./support.ts";
export * from "./vehicle-lookups.ts";
