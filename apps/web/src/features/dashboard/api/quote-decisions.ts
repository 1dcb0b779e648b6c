import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { quoteDecisionContracts } from "@/lib/contracts";
import type { QuoteRejectBody } from "@/lib/schemas";
import { quoteRequestsKey } from "./list-quote-requests";
import { statsKey } from "./overview";

function acceptQuote(quoteId: string) {
  return api(quoteDecisionContracts.accept, { params: { id: quoteId }, body: {} });
}

function rejectQuote({ quoteId, ...body }: QuoteRejectBody & { quoteId: string }) {
  return api(quoteDecisionContracts.reject, { params: { id: quoteId }, body });
}

/** Accept or reject a quote; either way the customer's lists are read again. */
export function useQuoteDecision() {
  const queryClient = useQueryClient();
  // Not awaited: the decided quote loses its buttons (and the Reject dialog with them) on the
  // refetch, which must come after the decision's own toast has shown.
  const onSettled = () => {
    void queryClient.invalidateQueries({ queryKey: quoteRequestsKey });
    void queryClient.invalidateQueries({ queryKey: statsKey });
  };
  return {
    accept: useMutation({ mutationFn: acceptQuote, onSettled }),
    reject: useMutation({ mutationFn: rejectQuote, onSettled }),
  };
}
