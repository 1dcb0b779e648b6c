import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "./load-once";

type Validation = typeof import("./form-validation-rules");

const rules = loadOnce<Validation>(() => import("./form-validation-rules"));

/**
 * The public forms' rules (the shared domain schemas, zod and its resolver), loaded the first
 * time a form is focused or checked rather than with the page: a page shows and hydrates its
 * form without them. A failed load is tried again on the next call.
 */
export function loadValidation(): Promise<Validation> {
  return rules.load();
}

/** A react-hook-form resolver that loads the rules on its first check, then uses `pick`'s. */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  pick: (validation: Validation) => Resolver<TFieldValues, TContext, TTransformedValues>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return async (values, context, options) => pick(await loadValidation())(values, context, options);
}
