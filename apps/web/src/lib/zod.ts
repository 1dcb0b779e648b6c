import { config } from "zod";

/**
 * What the browser gets for `import … from "zod"` (vite.config.ts resolves "zod" here for every
 * module but this one), so this runs before any schema is used and only where zod is loaded.
 * zod compiles object parsers with `new Function` when it can, probing for that on its first
 * object parse; our Content-Security-Policy (script-src 'self') refuses it, and Chrome reports
 * the refusal as an issue (Lighthouse best practices). Without the probe zod parses the same,
 * interpreted. The server keeps zod's compiled parsers.
 */
config({ jitless: true });

export * from "zod";
export { z as default } from "zod";
