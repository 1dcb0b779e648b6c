import type { FieldValues, Resolver } from "react-hook-form";

type Validation = typeof import("./form-validation-rules");

let loading: Promise<Validation> | undefined;

/**
 * The public forms' rules (the shared domain schemas, zod and its resolver), loaded the first
 * time a form is focused or checked rather than with the page: a page shows and hydrates its
 * form without them. A failed load is tried again on the next call.
 */
export function loadValidation(): Promise<Validation> {
  loading ??= import("./form-validation-rules").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A react-hook-form resolver that loads the rules on its first check, then uses `pick`'s. */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  pick: (validation: Validation) => Resolver<TFieldValues, TContext, TTransformedValues>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return async (values, context, options) => pick(await loadValidation())(values, context, options);
}
