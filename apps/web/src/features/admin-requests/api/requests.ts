import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { adminRequestContracts } from "@/lib/contracts";

/** The four filter cards' numbers, in one call. */
export function useFilterCounts(refetchInterval: number | false) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...adminRequestsKey, "counts"],
    queryFn: ({ signal }) => api(adminRequestContracts.counts, { signal }),
    refetchInterval,
    refetchIntervalInBackground: false,
    enabled: signedIn,
  });
}

export function usePermanentDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminRequestContracts.deletePermanently, { params: { id } }),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
