import type { QuoteRejectBody, quoteDecisionResponse } from "@automobi/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { quoteRequestsKey } from "./list-quote-requests";

function acceptQuote(quoteId: string) {
  return apiFetch<typeof quoteDecisionResponse>(apiPaths.acceptQuote(quoteId), {
    method: "POST",
    body: {},
  });
}

function rejectQuote({ quoteId, ...body }: QuoteRejectBody & { quoteId: string }) {
  return apiFetch<typeof quoteDecisionResponse>(apiPaths.rejectQuote(quoteId), {
    method: "POST",
    body,
  });
}

/** Accept or reject a quote; either way the customer's lists are read again. */
export function useQuoteDecision() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: quoteRequestsKey });
  return {
    accept: useMutation({ mutationFn: acceptQuote, onSettled }),
    reject: useMutation({ mutationFn: rejectQuote, onSettled }),
  };
}
