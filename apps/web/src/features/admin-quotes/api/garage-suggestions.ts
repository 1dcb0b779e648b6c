import type { garageListResponse } from "@automobi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { garagesKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The quote form's type-ahead: the first few garages whose name or e-mail has the text. */
export function useGarageSuggestions(search: string) {
  const text = search.trim();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "suggestions", text],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: "5", search: text });
      return apiFetch<typeof garageListResponse>(`${apiPaths.admin.garages}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn && text.length >= 2,
  });
}
