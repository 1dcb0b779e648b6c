import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

/** Typing settles for this long before the list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box as a form: the term is checked with the list query's own `search` schema
 * (a term the server would refuse shows its message under the box instead of a failed list) and
 * searched once typing settles, or at once on Enter.
 */
export function useSearchForm({
  schema,
  initial,
  onSearch,
}: {
  /** The list query's schema cut down to its `search`. */
  schema: z.ZodType<unknown, { search?: string | undefined }>;
  initial: string;
  onSearch: (search: string) => void;
}) {
  const form = useForm<{ search?: string }>({
    // raw: the server reads the term as typed and applies the same schema itself.
    resolver: zodResolver(schema, undefined, { raw: true }),
    mode: "onChange",
    defaultValues: { search: initial },
  });
  const searched = useRef(initial);
  const search = (term: string) => {
    searched.current = term;
    onSearch(term);
  };
  const submit = form.handleSubmit((values) => search(values.search ?? ""));
  const typed = useWatch({ control: form.control, name: "search" }) ?? "";
  const settle = useEffectEvent((term: string) => {
    if (term !== searched.current) void submit();
  });

  useEffect(() => {
    const timer = setTimeout(() => settle(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return { form, submit, error: form.formState.errors.search?.message };
}
