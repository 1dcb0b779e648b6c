export * from "./appointments.ts";
export * from "./health.ts";
export * from "./quote-decisions.ts";
export * from "./route-contract.ts";
export * from "./site.ts";
