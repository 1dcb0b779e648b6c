import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { garagesKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { garageContracts } from "@/lib/contracts";

/** The quote form's type-ahead: the first few garages whose name or e-mail has the text. */
export function useGarageSuggestions(search: string) {
  const text = search.trim();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "suggestions", text],
    queryFn: ({ signal }) =>
      api(garageContracts.list, { query: { pageSize: 5, search: text }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn && text.length >= 2,
  });
}
