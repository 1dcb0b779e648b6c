import type { GarageUpdateBody, garageEntry, garageListResponse } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

export const garagesKey = ["admin", "garages"] as const;

export function useGarages(params: { search: string; page: number; pageSize?: number }) {
  const pageSize = params.pageSize ?? 20;
  const search = params.search.trim();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, search, params.page, pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(pageSize) });
      if (search) query.set("search", search);
      return apiFetch<typeof garageListResponse>(`${apiPaths.admin.garages}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

/** Saves the fields that changed; the server keeps the e-mail unique. */
export function useUpdateGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GarageUpdateBody }) =>
      apiFetch<typeof garageEntry>(apiPaths.admin.garage(id), { method: "PATCH", body }),
    // Not awaited: the list refreshes after the save's own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: garagesKey }),
  });
}
