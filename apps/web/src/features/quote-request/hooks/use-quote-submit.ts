import {
  fieldErrors,
  QUOTE_SUBMIT_FAILED_MESSAGE,
  type QuoteRequestForm,
  quoteRequestBodySchema,
  quoteSubmitProblem,
} from "@automobi/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth/session";
import { submitQuoteRequest } from "../api/submit-quote-request";
import { checkMessages, showFieldErrors } from "../field-errors";

const SUCCESS_TOAST_MS = 6000;

interface QuoteSubmitOptions {
  form: UseFormReturn<QuoteRequestForm>;
  onNeedsSignIn: () => void;
  onSubmitted: () => void;
}

/**
 * Get My Quote: the spec's checks in order (first failure as a toast), the shared schema's
 * field rules, sign-in when needed, then the request. One idempotency key per attempt: kept
 * for a retry of the same values (after signing in, or a lost answer), renewed once they change.
 */
export function useQuoteSubmit({ form, onNeedsSignIn, onSubmitted }: QuoteSubmitOptions) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { values: QuoteRequestForm; key: string }) =>
      submitQuoteRequest(input.values, input.key),
  });

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      attemptKey.current = null;
      if (name) form.clearErrors(name.split(".")[0] as keyof QuoteRequestForm);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = (signedIn: boolean) => {
    if (mutation.isPending) return;
    form.clearErrors();
    const values = form.getValues();
    const problem = quoteSubmitProblem(values);
    if (problem) {
      toast.error(problem.title, { description: problem.message });
      showFieldErrors(form, checkMessages(problem, values));
      return;
    }
    const parsed = quoteRequestBodySchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form, fieldErrors(parsed.error));
      return;
    }
    if (!signedIn) {
      onNeedsSignIn();
      return;
    }
    attemptKey.current ??= crypto.randomUUID();
    mutation.mutate(
      { values, key: attemptKey.current },
      {
        onSuccess: () => {
          attemptKey.current = null;
          // The dashboard's lists (features/dashboard) are keyed under "quote-requests".
          void queryClient.invalidateQueries({ queryKey: ["quote-requests"] });
          toast.success("Success", {
            description: "Your quote request has been submitted.",
            duration: SUCCESS_TOAST_MS,
          });
          onSubmitted();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            queryClient.setQueryData(sessionQueryKey, null);
            onNeedsSignIn();
            return;
          }
          if (error instanceof ApiError) showFieldErrors(form, error.fields);
          toast.error("Error", { description: QUOTE_SUBMIT_FAILED_MESSAGE });
        },
      },
    );
  };

  return { submit, isSubmitting: mutation.isPending };
}
