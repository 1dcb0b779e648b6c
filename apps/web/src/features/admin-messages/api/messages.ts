import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { adminMessageContracts } from "@/lib/contracts";
import type { AdminMessageSendBody } from "@/lib/schemas";

const historyKey = (requestId: string) => ["admin", "messages", requestId] as const;

/**
 * The request's messages, newest first, with the customer's replies and the recipient: the
 * page after `cursor`, or the first page without one.
 */
export function useMessageHistory(requestId: string, cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...historyKey(requestId), cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(adminMessageContracts.history, {
        params: { id: requestId },
        query: { pageSize: 20, cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export function useSendMessage(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMessageSendBody) =>
      api(adminMessageContracts.send, { params: { id: requestId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(requestId) }),
  });
}
