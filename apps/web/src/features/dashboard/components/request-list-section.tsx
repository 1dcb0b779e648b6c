import { DASHBOARD_REQUEST_PARAM } from "@automobi/domain";
import { type ReactNode, useEffect, useId } from "react";
import { useSearchParams } from "react-router";
import { PagedList } from "@/components/paged-list";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import {
  type CustomerQuoteRequest,
  type QuoteRequestView,
  useNamedQuoteRequest,
  useQuoteRequests,
} from "../api/list-quote-requests";

export const LOAD_QUOTES_FAILED = "Failed to load your quotes";

interface RequestListSectionProps {
  title: string;
  view: QuoteRequestView;
  loading: ReactNode;
  empty: ReactNode;
  pagesLabel: string;
  children: (request: CustomerQuoteRequest) => ReactNode;
}

/**
 * The request a link names (`?request=<id>`) when the loaded page does not hold it: fetched on
 * its own and shown above the list, so a notification about an older request still lands on
 * it. Nothing is shown for a request that is not the customer's or belongs to the other view.
 */
function NamedRequest(props: {
  view: QuoteRequestView;
  onPage: CustomerQuoteRequest[] | undefined;
  children: (request: CustomerQuoteRequest) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get(DASHBOARD_REQUEST_PARAM);
  const missing =
    id !== null && props.onPage !== undefined && !props.onPage.some((r) => r.id === id);
  const named = useNamedQuoteRequest(missing ? id : null);
  if (!missing || !named.data) return null;
  if ((named.data.status === "deleted") !== (props.view === "deleted")) return null;
  return <div className="mb-4">{props.children(named.data)}</div>;
}

/** A tab listing the customer's requests (Quotes, Manage, Deleted), a page at a time. */
export function RequestListSection(props: RequestListSectionProps) {
  const pages = useCursorPages();
  const query = useQuoteRequests({ view: props.view, cursor: pages.cursor });
  const headingId = useId();

  useEffect(() => {
    if (query.isError) toast.error("Error", { description: LOAD_QUOTES_FAILED });
  }, [query.isError]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      <NamedRequest view={props.view} onPage={query.isSuccess ? query.data.items : undefined}>
        {props.children}
      </NamedRequest>
      <PagedList
        query={query}
        loading={props.loading}
        failed={LOAD_QUOTES_FAILED}
        empty={props.empty}
        pagesLabel={props.pagesLabel}
        cursorPages={pages}
        itemKey={(request) => request.id}
        className="flex flex-col gap-4"
      >
        {props.children}
      </PagedList>
    </section>
  );
}
