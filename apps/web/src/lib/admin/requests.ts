import type {
  AdminRequestAction,
  AdminRequestFilter,
  AdminRequestView,
  adminRequestListResponse,
  adminTransitionResponse,
  ProcessingOrder,
} from "@automobi/domain";
import { ADMIN_REQUEST_ACTION_PATHS } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";
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
  refetchInterval?: number;
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
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ view: params.view, pageSize: String(pageSize) });
      if (params.filter) query.set("filter", params.filter);
      if (params.cursor) query.set("cursor", params.cursor);
      if (params.order) query.set("order", params.order);
      if (params.completed) query.set("completed", "true");
      if (params.search?.trim()) query.set("search", params.search.trim());
      return apiFetch<typeof adminRequestListResponse>(`${apiPaths.admin.requests}?${query}`, {
        signal,
      });
    },
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
      apiFetch<typeof adminTransitionResponse>(
        apiPaths.admin.requestAction(id, ADMIN_REQUEST_ACTION_PATHS[action]),
        { method: "POST", body: {} },
      ),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
