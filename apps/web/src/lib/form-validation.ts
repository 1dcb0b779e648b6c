import { loadOnce } from "./load-once";

type Validation = typeof import("./form-validation-rules");

const rules = loadOnce<Validation>(() => import("./form-validation-rules"));

/**
 * The public forms' rules (the shared domain schemas and zod), loaded the first time a form is
 * focused or checked rather than with the page: a page shows and hydrates its form without
 * them. A failed load is tried again on the next call.
 */
export function loadValidation(): Promise<Validation> {
  return rules.load();
}
