import type { OutboxStatus, outboxListResponse, outboxResendResponse } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

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

function outboxPath(
  status: OutboxFilter | undefined,
  cursor: string | undefined,
  pageSize: number,
) {
  const query = new URLSearchParams({ pageSize: String(pageSize) });
  if (status) query.set("status", status);
  if (cursor) query.set("cursor", cursor);
  return `${apiPaths.admin.outbox}?${query}`;
}

export function useOutbox({ status, cursor, pageSize = 20, refetchInterval }: OutboxListParams) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...outboxKey, "list", status ?? "all", cursor ?? "first", pageSize],
    queryFn: ({ signal }) =>
      apiFetch<typeof outboxListResponse>(outboxPath(status, cursor, pageSize), { signal }),
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
    queryFn: ({ signal }) =>
      apiFetch<typeof outboxListResponse>(outboxPath(status, undefined, 1), { signal }),
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
    mutationFn: (id: string) =>
      apiFetch<typeof outboxResendResponse>(apiPaths.admin.outboxResend(id), {
        method: "POST",
        body: {},
      }),
    // Not awaited: the row changes on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
