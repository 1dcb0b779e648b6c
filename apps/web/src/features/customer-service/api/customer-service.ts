import type { TicketStatus } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { customerServiceContracts } from "@/lib/contracts";
import type { TicketRespondBody } from "@/lib/schemas";

/** Under the requests' key: Mark as Quoted and Mark Complete refresh it with the other lists. */
const recentRequestsKey = [...adminRequestsKey, "customer-service-recent"] as const;
const ticketsKey = ["admin", "support-tickets"] as const;
const ticketKey = (id: string) => [...ticketsKey, "detail", id] as const;

/** 'Recent Customer Requests': the latest 20 requests, newest first. */
export function useRecentRequests() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: recentRequestsKey,
    queryFn: ({ signal }) => api(customerServiceContracts.recent, { signal }),
    enabled: signedIn,
  });
}

export interface TicketListParams {
  /** No status: every ticket. */
  status?: TicketStatus;
  /** The page after this cursor; the first page without one. */
  cursor: string | undefined;
  pageSize?: number;
}

/** 'Support Tickets': one page, latest activity first, optionally of one status. */
export function useSupportTickets({ status, cursor, pageSize = 10 }: TicketListParams) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...ticketsKey, "list", status ?? "all", cursor ?? "first", pageSize],
    queryFn: ({ signal }) =>
      api(customerServiceContracts.list, { query: { pageSize, status, cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

/** One ticket with its conversation: the customer's message, then the responses, oldest first. */
export function useSupportTicket(id: string | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ticketKey(id ?? ""),
    queryFn: ({ signal }) =>
      api(customerServiceContracts.detail, { params: { id: id ?? "" }, signal }),
    enabled: signedIn && id !== null,
  });
}

/** Send Response: stored, e-mailed to the customer, the ticket in progress (or closed). */
export function useRespondToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketRespondBody) =>
      api(customerServiceContracts.respond, { params: { id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(ticketKey(id), answer.ticket),
    // Not awaited: the call's own toast shows at once, the lists catch up after it.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
