import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { adminRequestActionContracts, adminRequestContracts } from "@/lib/contracts";
import type {
  AdminRequestAction,
  AdminRequestFilter,
  AdminRequestView,
  ProcessingOrder,
} from "@/lib/schemas";
import { adminRequestsKey } from "./query-keys";

export interface AdminRequestListParams {
  view: AdminRequestView;
  filter?: AdminRequestFilter;
  /** The page after this cursor; the first page without one. */
  cursor: string | undefined;
  pageSize?: number;
  /** Quote Processing only: its order, its completed toggle and its search. */
  order?: ProcessingOrder;
  completed?: boolean;
  search?: string;
  /** Ask again every so often while the screen is open (new requests appear by themselves). */
  refetchInterval?: number | false;
}

/**
 * A page of one admin list of requests. Shared: the dashboard, Quote Processing and Deleted
 * Requests (admin-requests) read it, and so does the portal's Customer Management.
 */
export function useAdminRequests({ refetchInterval, ...params }: AdminRequestListParams) {
  const pageSize = params.pageSize ?? 20;
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [
      ...adminRequestsKey,
      params.view,
      params.filter ?? "all",
      params.cursor ?? "first",
      pageSize,
      params.order ?? "",
      params.completed ?? false,
      params.search?.trim() ?? "",
    ],
    queryFn: ({ signal }) =>
      api(adminRequestContracts.list, {
        query: {
          view: params.view,
          pageSize,
          filter: params.filter,
          cursor: params.cursor,
          order: params.order,
          completed: params.completed ? "true" : undefined,
          search: params.search?.trim() || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval,
    refetchIntervalInBackground: false,
    enabled: signedIn,
  });
}

/** Start Review, Mark Complete, Mark as Quoted, Delete (soft) and Restore. */
export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AdminRequestAction }) =>
      api(adminRequestActionContracts[action], { params: { id }, body: {} }),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
