import { NEARBY_MILES } from "@automobi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { garagesKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { garageContracts } from "@/lib/contracts";

/** How many garages the quote form's finder offers at once. */
const OFFERED = 5;

/**
 * The quote form's type-ahead: the first few garages whose name or e-mail has the text, nearest
 * first from the request's postcode, each with its distance.
 */
export function useGarageSuggestions(search: string, near: string) {
  const text = search.trim();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "suggestions", text, near],
    queryFn: ({ signal }) =>
      api(garageContracts.list, { query: { pageSize: OFFERED, search: text, near }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn && text.length >= 2,
  });
}

/**
 * The garages nearest the request, before anything is typed: as far as the list reaches, so
 * that those beyond the customer's travel distance show too, marked.
 */
export function useNearestGarages(requestId: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "near-request", requestId],
    queryFn: ({ signal }) =>
      api(garageContracts.nearRequest, {
        params: { id: requestId },
        query: { pageSize: OFFERED, withinMiles: NEARBY_MILES.max },
        signal,
      }),
    enabled: signedIn && enabled,
  });
}
