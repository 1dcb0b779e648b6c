import type {
  AdminQuoteCreateBody,
  adminQuoteCreateResponse,
  adminQuoteDeleteResponse,
} from "@automobi/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { adminRequestsKey } from "./requests";

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
