import type { OutboxStatus } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { outboxContracts } from "@/lib/contracts";

/** Every page of the E-mail log and its counts sit under this key. */
export const outboxKey = ["admin", "outbox"] as const;

/** What the status filter sends: the API's `queued` stands for a `pending` row. */
export type OutboxFilter = "queued" | Exclude<OutboxStatus, "pending">;

export interface OutboxListParams {
  status?: OutboxFilter;
  /** The page after this cursor; the first page without one. */
  cursor: string | undefined;
  pageSize?: number;
  /** Ask again every so often while the screen is open (sends finish by themselves). */
  refetchInterval?: number;
}

/** One page of the log, `status` filtering it. */
function outboxPage(
  status: OutboxFilter | undefined,
  cursor: string | undefined,
  pageSize: number,
  signal: AbortSignal,
) {
  return api(outboxContracts.list, { query: { pageSize, status, cursor }, signal });
}

export function useOutbox({ status, cursor, pageSize = 20, refetchInterval }: OutboxListParams) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...outboxKey, "list", status ?? "all", cursor ?? "first", pageSize],
    queryFn: ({ signal }) => outboxPage(status, cursor, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
    refetchIntervalInBackground: false,
    enabled: signedIn,
  });
}

/** How many e-mails have one status: the total of a one-row page of that filter. */
export function useOutboxCount(status: OutboxFilter, refetchInterval?: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...outboxKey, "count", status],
    queryFn: ({ signal }) => outboxPage(status, undefined, 1, signal),
    select: (page) => page.total,
    refetchInterval,
    refetchIntervalInBackground: false,
    enabled: signedIn,
  });
}

/** Puts a failed e-mail back in the queue. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(outboxContracts.resend, { params: { id }, body: {} }),
    // Not awaited: the row changes on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
