import type { GarageUpdateBody, garageEntry, garageListResponse } from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { garagesKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The directory by name: the page after `cursor`, or the first page without one. */
export function useGarages(params: {
  search: string;
  cursor: string | undefined;
  pageSize?: number;
}) {
  const pageSize = params.pageSize ?? 20;
  const search = params.search.trim();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, search, params.cursor ?? "first", pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: String(pageSize) });
      if (search) query.set("search", search);
      if (params.cursor) query.set("cursor", params.cursor);
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
