import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { adminQuoteContracts, siteContracts } from "@/lib/contracts";
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

/**
 * The VAT rate System Settings store, which the server charges on an itemised quote; undefined
 * until it has loaded. Read afresh each time the quote form opens, so a changed rate shows.
 */
export function useVatRate(): number | undefined {
  const config = useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => api(siteContracts.publicConfig, { signal }),
    staleTime: 0,
  });
  return config.data?.vatRatePercent;
}
