import type {
  CustomerReplyBody,
  customerConversationReplyResponse,
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

/** What a reply answers: a staff message, or a conversation with customer service. */
export type ReplyTarget = { messageId: string } | { ticketId: string };

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      ...body
    }: CustomerReplyBody & { target: ReplyTarget }): Promise<{ id: string }> =>
      "ticketId" in target
        ? apiFetch<typeof customerConversationReplyResponse>(
            apiPaths.conversationReplies(target.ticketId),
            { method: "POST", body },
          )
        : apiFetch<typeof customerReplyResponse>(apiPaths.messageReplies(target.messageId), {
            method: "POST",
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
