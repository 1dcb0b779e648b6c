/**
 * The domain's zod schemas, for the code that validates with them. The web app imports them from
 * here, never from "@automobi/domain/schemas" itself, so zod is configured for the browser first
 * (lib/zod.ts). Constants, messages and pure rules come from "@automobi/domain", which loads no
 * zod: a public page that needs only a message does not download the schema library.
 */
import "./zod.ts";

export * from "@automobi/domain/schemas";
