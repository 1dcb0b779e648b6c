import { displayVehicle, formatGBP, quoteStatusLabel, quoteStatusTone } from "@automobi/domain";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CursorPager } from "@/components/cursor-pager";
import { LoadFailed } from "@/components/load-failed";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import { GARAGE_PORTAL_MESSAGES, type GarageOwnQuote } from "@/lib/schemas";
import { useOwnQuotes, useWithdrawQuote } from "../api/portal";

/** One of the garage's quotes: its price, breakdown and status, and Withdraw while pending. */
function OwnQuoteCard({ quote }: { quote: GarageOwnQuote }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawQuote();
  const vehicle = displayVehicle(quote);
  const headingId = `own-quote-${quote.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {vehicle} in {quote.outwardCode}
        </h3>
        <Badge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-semibold">{formatGBP(quote.pricePence)}</span>
        {quote.breakdown &&
          ` (parts ${formatGBP(quote.breakdown.partsPence)}, labour ${formatGBP(quote.breakdown.labourPence)}, VAT ${formatGBP(quote.breakdown.vatPence)})`}
        {` · sent ${formatLondonDate(quote.createdAt)}`}
      </p>
      <p className="mt-1 text-sm break-words text-slate-700">{quote.description}</p>
      {quote.status === "rejected" && quote.rejectionReason && (
        <p className="mt-2 text-sm break-words text-slate-800">
          <span className="font-medium">The customer's reason: </span>
          {quote.rejectionReason}
        </p>
      )}
      {quote.status === "pending" && (
        <div className="mt-3">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={withdraw.isPending}
          >
            <Undo2 aria-hidden="true" />
            Withdraw
            <span className="sr-only"> the quote for the {vehicle}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Withdraw this quote?"
            description={`The customer no longer sees your ${formatGBP(quote.pricePence)} quote for the ${vehicle}, and is told.`}
            confirmLabel="Withdraw"
            pending={withdraw.isPending}
            onConfirm={() =>
              withdraw.mutate(quote.id, {
                onSuccess: () => {
                  toast.success(GARAGE_PORTAL_MESSAGES.withdrawn, { description: vehicle });
                  setConfirming(false);
                },
                onError: (error) => {
                  toast.error("Error", {
                    description: messageOf(error, "Failed to withdraw the quote"),
                  });
                  setConfirming(false);
                },
              })
            }
          />
        </div>
      )}
    </article>
  );
}

/** The garage's own quotes, newest first, a page at a time. */
export function OwnQuotes() {
  const pages = useCursorPages();
  const quotes = useOwnQuotes(pages.cursor);
  const page = quotes.data;
  return (
    <section aria-labelledby="own-quotes-heading" className="mt-8">
      <h2 id="own-quotes-heading" className="text-lg font-semibold text-slate-900">
        My quotes
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        {quotes.isError ? (
          <LoadFailed
            title="Failed to load your quotes"
            retrying={quotes.isFetching}
            onRetry={() => void quotes.refetch()}
          />
        ) : !page ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your quotes...
          </p>
        ) : page.items.length === 0 ? (
          <p className="text-sm text-slate-700">No quotes sent yet.</p>
        ) : (
          page.items.map((quote) => <OwnQuoteCard key={quote.id} quote={quote} />)
        )}
      </div>
      <CursorPager label="Quote pages" pages={pages} nextCursor={page?.nextCursor} />
    </section>
  );
}
