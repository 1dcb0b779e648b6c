import {
  QUOTE_SUBMIT_FAILED_MESSAGE,
  type QuoteRequestForm,
  quoteSubmitProblem,
} from "@automobi/domain";
import { useEffect, useRef, useState } from "react";
import type { PublicForm } from "@/components/form/public-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { setSignedOut } from "@/lib/auth/session";
import type { FailureMessage } from "@/lib/error-message";
import { invalidateSignedInData } from "@/lib/signed-in-data";
import { useAction } from "@/lib/use-action";
import { submitQuoteRequest } from "../api/submit-quote-request";
import { fieldsOfCheck, formProblems, showFieldErrors } from "../field-errors";

const SUCCESS_TOAST_MS = 6000;
/** One toast for the checks at a time: pressing again replaces it rather than piling up. */
const CHECK_TOAST = "quote-submit-check";
const SUBMIT_FAILED: FailureMessage = { title: "Error", message: QUOTE_SUBMIT_FAILED_MESSAGE };

interface QuoteSubmitOptions {
  /** The page's form (components/form/public-form.ts). */
  form: PublicForm<QuoteRequestForm>;
  /** The plate whose lookup gave the make and model, or null when the customer gave them. */
  lookedUpRegistration: () => string | null;
  onNeedsSignIn: () => void;
  /** The request was sent: the form is to be cleared. */
  onSubmitted: () => void;
}

/**
 * Get My Quote: the spec's checks in order (first failure as a toast), the shared schema's
 * field rules, sign-in when needed, then the request. One idempotency key per attempt: kept
 * for a retry of the same values (after signing in, or a lost answer), renewed once they change.
 */
export function useQuoteSubmit({
  form,
  lookedUpRegistration,
  onNeedsSignIn,
  onSubmitted,
}: QuoteSubmitOptions) {
  const attemptKey = useRef<string | null>(null);
  // A failed send, shown by Get My Quote as well as in the toast, until the next press.
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const mutation = useAction(
    (input: { values: QuoteRequestForm; lookedUp: string | null; key: string }) =>
      submitQuoteRequest(input.values, input.lookedUp, input.key),
  );

  useEffect(() => {
    // A changed value is a new attempt (the form takes a changed field's message away itself).
    const subscription = form.watch(() => {
      attemptKey.current = null;
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // A press while the rules are still loading (the first check) is the same press.
  const checking = useRef(false);

  const check = async (signedIn: boolean) => {
    if (mutation.isPending || checking.current) return;
    setFailure(null);
    checking.current = true;
    form.clearErrors();
    const values = form.getValues();
    let problems: Record<string, string>;
    try {
      problems = await formProblems(values);
    } catch {
      // The form's rules could not be loaded (the connection dropped): nothing was sent.
      toast.error(SUBMIT_FAILED.title, { id: CHECK_TOAST, description: SUBMIT_FAILED.message });
      setFailure(SUBMIT_FAILED);
      return;
    } finally {
      checking.current = false;
    }
    // One round: the toast is the spec's first failing check, and every field that needs
    // attention is marked at once, with focus on the first field the toast is about.
    const problem = quoteSubmitProblem(values);
    if (problem) toast.error(problem.title, { id: CHECK_TOAST, description: problem.message });
    if (problem || Object.keys(problems).length > 0) {
      showFieldErrors(form, problems, problem ? fieldsOfCheck(problem) : []);
      return;
    }
    if (!signedIn) {
      onNeedsSignIn();
      return;
    }
    attemptKey.current ??= crypto.randomUUID();
    mutation.mutate(
      { values, lookedUp: lookedUpRegistration(), key: attemptKey.current },
      {
        onSuccess: () => {
          attemptKey.current = null;
          // The dashboard's lists (features/dashboard) are keyed under "quote-requests".
          void invalidateSignedInData(["quote-requests"]);
          toast.success("Success", {
            description: "Your quote request has been submitted.",
            duration: SUCCESS_TOAST_MS,
          });
          onSubmitted();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            setSignedOut();
            onNeedsSignIn();
            return;
          }
          if (error instanceof ApiError) showFieldErrors(form, error.fields);
          toast.error(SUBMIT_FAILED.title, { id: CHECK_TOAST, description: SUBMIT_FAILED.message });
          setFailure(SUBMIT_FAILED);
        },
      },
    );
  };

  const submit = (signedIn: boolean) => {
    void check(signedIn);
  };

  return { submit, isSubmitting: mutation.isPending, failure };
}
