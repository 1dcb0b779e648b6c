/**
 * The shared domain's zod schemas, for the code that validates with them: import a schema from
 * here, and constants, messages and helpers from "@automobi/domain" as before.
 *
 * vite.config.ts gives this module its own copy of the domain modules. The pages take constants
 * and messages from the same modules without their schemas (calls on `z` are pure to the
 * bundler); were the copies shared, the chunk holding a module would carry the schemas another
 * page uses, and zod with them, into every page that takes a message from it. Route contracts
 * carry their schemas, so the code that calls `api(contract, …)` takes its contracts from here.
 */
export * from "@automobi/domain";
