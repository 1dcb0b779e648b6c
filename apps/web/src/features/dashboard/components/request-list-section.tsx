import { type ReactNode, useEffect, useId } from "react";
import { toast } from "sonner";
import { PagedList } from "@/components/paged-list";
import { useCursorPages } from "@/lib/cursor-pages";
import {
  type CustomerQuoteRequest,
  type QuoteRequestView,
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
