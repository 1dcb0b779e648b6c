import { FileText, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { QuoteRequestCard } from "./quote-request-card";
import { RequestListSection } from "./request-list-section";

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
  return (
    <RequestListSection
      title="Your Quote Requests"
      view="active"
      loading={<LoadingList />}
      empty={<EmptyState />}
      pagesLabel="Quote request pages"
    >
      {(request) => <QuoteRequestCard request={request} />}
    </RequestListSection>
  );
}
