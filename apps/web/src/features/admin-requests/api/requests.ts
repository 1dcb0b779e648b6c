import type { adminRequestCountsResponse, permanentDeleteResponse } from "@automobi/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The four filter cards' numbers, in one call. */
export function useFilterCounts(refetchInterval: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...adminRequestsKey, "counts"],
    queryFn: ({ signal }) =>
      apiFetch<typeof adminRequestCountsResponse>(apiPaths.admin.requestCounts, { signal }),
    refetchInterval,
    refetchIntervalInBackground: false,
    enabled: signedIn,
  });
}

export function usePermanentDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<typeof permanentDeleteResponse>(apiPaths.admin.request(id), { method: "DELETE" }),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
