import { DEFAULT_PAGE_SIZE } from "@automobi/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { quoteRequestContracts } from "@/lib/contracts";
import type {
  CustomerQuote,
  CustomerQuoteRequest,
  quoteRequestListResponse,
  Wire,
} from "@/lib/schemas";

export type { CustomerQuote, CustomerQuoteRequest };

/** 'active' is every request but the deleted ones (the Quotes tab); 'deleted' the Deleted tab. */
export type QuoteRequestView = "active" | "deleted";

export interface QuoteRequestListParams {
  view: QuoteRequestView;
  /** The page after this cursor; the first page without one. */
  cursor?: string | undefined;
  pageSize?: number;
}

/** The signed-in customer's own requests, newest first, each with its quotes. */
export function listQuoteRequests(
  { view, cursor, pageSize = DEFAULT_PAGE_SIZE }: QuoteRequestListParams,
  signal?: AbortSignal,
): Promise<Wire<typeof quoteRequestListResponse>> {
  return api(quoteRequestContracts.list, { query: { view, pageSize, cursor }, signal });
}

/** Every list of the customer's requests sits under this key; a new request invalidates it. */
export const quoteRequestsKey = ["quote-requests"] as const;

export function quoteRequestsQueryOptions(params: QuoteRequestListParams) {
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  return queryOptions({
    queryKey: [...quoteRequestsKey, params.view, params.cursor ?? "first", pageSize],
    queryFn: ({ signal }) => listQuoteRequests({ ...params, pageSize }, signal),
  });
}

export function useQuoteRequests(params: QuoteRequestListParams) {
  // Only while signed in: a page still on screen as sign-out clears the cache must not ask again.
  const { user } = useSession();
  // The previous page stays on screen while the next one loads.
  return useQuery({
    ...quoteRequestsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: user !== null,
  });
}

/**
 * One of the customer's requests, as the lists give it: the request a link names when it is not
 * on the page the list has loaded (an older one a notification is about). Kept under the lists'
 * key, so whatever refreshes them refreshes it.
 */
export function useNamedQuoteRequest(id: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...quoteRequestsKey, "one", id],
    queryFn: ({ signal }) =>
      api(quoteRequestContracts.detail, { params: { id: id ?? "" }, signal }),
    enabled: user !== null && id !== null,
    retry: false,
  });
}
