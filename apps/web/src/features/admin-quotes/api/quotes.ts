import type {
  AdminQuoteCreateBody,
  adminQuoteCreateResponse,
  adminQuoteDeleteResponse,
  publicConfigResponse,
} from "@automobi/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: AdminQuoteCreateBody }) =>
      apiFetch<typeof adminQuoteCreateResponse>(apiPaths.admin.quotes(requestId), {
        method: "POST",
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiFetch<typeof adminQuoteDeleteResponse>(apiPaths.admin.quote(quoteId), {
        method: "DELETE",
      }),
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
    queryFn: ({ signal }) =>
      apiFetch<typeof publicConfigResponse>(apiPaths.publicConfig, { signal }),
    staleTime: 0,
  });
  return config.data?.vatRatePercent;
}
