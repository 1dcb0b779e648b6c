// `node --import tsx apps/server/src/db/build-pglite-template.ts`: writes the embedded
// database's template (db/pglite-template.ts). scripts/build.mjs runs it when a migration is
// newer than the template.
import { relative } from "node:path";
import { buildPgliteTemplate, PGLITE_TEMPLATE } from "./pglite-template.ts";

await buildPgliteTemplate();
console.info(`Wrote ${relative(process.cwd(), PGLITE_TEMPLATE)}`);
