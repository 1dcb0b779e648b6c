import type {
  AdminMessageSendBody,
  adminMessage,
  adminMessageHistoryResponse,
} from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

const historyKey = (requestId: string) => ["admin", "messages", requestId] as const;

/**
 * The request's messages, newest first, with the customer's replies and the recipient: the
 * page after `cursor`, or the first page without one.
 */
export function useMessageHistory(requestId: string, cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...historyKey(requestId), cursor ?? "first"],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: "20" });
      if (cursor) query.set("cursor", cursor);
      return apiFetch<typeof adminMessageHistoryResponse>(
        `${apiPaths.admin.messages(requestId)}?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export function useSendMessage(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMessageSendBody) =>
      apiFetch<typeof adminMessage>(apiPaths.admin.messages(requestId), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(requestId) }),
  });
}
