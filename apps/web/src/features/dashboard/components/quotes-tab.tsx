import { FileText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useQuoteRequests } from "../api/list-quote-requests";
import { QuoteRequestCard } from "./quote-request-card";

export const LOAD_QUOTES_FAILED = "Failed to load your quotes";

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <FileText className="size-10 text-slate-500" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold text-slate-900">No quotes yet</p>
      <p className="mt-1 text-sm text-slate-600">
        Tell us what your car needs and we will find you competing quotes.
      </p>
      <Button className="mt-5" asChild>
        <Link to={paths.quoteRequest}>
          <Plus aria-hidden="true" />
          Request Quote
        </Link>
      </Button>
    </div>
  );
}

function LoadingList() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your quote requests...</span>
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The Quotes tab: 'Your Quote Requests', newest first, with each request's quotes. */
export function QuotesTab() {
  const [page, setPage] = useState(1);
  const query = useQuoteRequests({ view: "active", page });

  useEffect(() => {
    if (query.isError) toast.error("Error", { description: LOAD_QUOTES_FAILED });
  }, [query.isError]);

  return (
    <section aria-labelledby="quote-requests-heading">
      <h2 id="quote-requests-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Your Quote Requests
      </h2>
      <PagedList
        query={query}
        loading={<LoadingList />}
        failed={LOAD_QUOTES_FAILED}
        empty={<EmptyState />}
        pagesLabel="Quote request pages"
        onPageChange={setPage}
        itemKey={(request) => request.id}
        className="gap-4"
      >
        {(request) => <QuoteRequestCard request={request} />}
      </PagedList>
    </section>
  );
}
