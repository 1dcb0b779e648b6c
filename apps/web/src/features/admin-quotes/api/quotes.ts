import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { adminQuoteContracts } from "@/lib/contracts";
import type { AdminQuoteCreateBody } from "@/lib/schemas";

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: AdminQuoteCreateBody }) =>
      api(adminQuoteContracts.create, { params: { id: requestId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => api(adminQuoteContracts.remove, { params: { id: quoteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
