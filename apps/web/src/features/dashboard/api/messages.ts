import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { customerMessageContracts } from "@/lib/contracts";
import type { CustomerReplyBody } from "@/lib/schemas";

const messagesKey = ["messages"] as const;

/**
 * 'Messages from Support' about the customer's own requests and their conversations with
 * customer service, latest first.
 */
export function useCustomerMessages(cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...messagesKey, cursor ?? "first"],
    queryFn: ({ signal }) => api(customerMessageContracts.list, { query: { cursor }, signal }),
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
        ? api(customerMessageContracts.replyToTicket, { params: { id: target.ticketId }, body })
        : api(customerMessageContracts.reply, { params: { id: target.messageId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
