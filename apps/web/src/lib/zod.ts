import { config } from "zod";

/**
 * Runs before any schema is built in the browser: lib/schemas.ts and lib/contracts.ts import this
 * first, and the web app takes the domain's schemas and contracts only through them.
 * zod compiles object parsers with `new Function` when it can, probing for that when an object
 * schema is built; our Content-Security-Policy (script-src 'self') refuses it, and Chrome
 * reports the refusal as an issue (Lighthouse best practices). Without the probe zod parses the
 * same, interpreted. The server keeps zod's compiled parsers.
 */
config({ jitless: true });
