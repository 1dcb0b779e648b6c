import type {
  CustomerReplyBody,
  customerMessageListResponse,
  customerReplyResponse,
} from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

const messagesKey = ["messages"] as const;

/**
 * 'Messages from Support' about the customer's own requests and their conversations with
 * customer service, latest first.
 */
export function useCustomerMessages(cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...messagesKey, cursor ?? "first"],
    queryFn: ({ signal }) =>
      apiFetch<typeof customerMessageListResponse>(
        cursor ? `${apiPaths.messages}?cursor=${encodeURIComponent(cursor)}` : apiPaths.messages,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, ...body }: CustomerReplyBody & { messageId: string }) =>
      apiFetch<typeof customerReplyResponse>(apiPaths.messageReplies(messageId), {
        method: "POST",
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
