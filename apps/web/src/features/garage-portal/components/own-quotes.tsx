import { displayVehicle, formatGBP, quoteStatusLabel, quoteStatusTone } from "@automobi/domain";
import { Undo2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatLondonDate } from "@/lib/format";
import { GARAGE_PORTAL_MESSAGES, type GarageOwnQuote } from "@/lib/schemas";
import { useOwnQuotes, useWithdrawQuote } from "../api/portal";
import { ConfirmedAction } from "./confirmed-action";
import { PortalList } from "./portal-list";

/** One of the garage's quotes: its price, breakdown and status, and Withdraw while pending. */
function OwnQuoteCard({ quote }: { quote: GarageOwnQuote }) {
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
        <ConfirmedAction
          icon={<Undo2 aria-hidden="true" />}
          label="Withdraw"
          spokenItem={` the quote for the ${vehicle}`}
          variant="outline"
          title="Withdraw this quote?"
          description={`The customer no longer sees your ${formatGBP(quote.pricePence)} quote for the ${vehicle}, and is told.`}
          item={vehicle}
          success={GARAGE_PORTAL_MESSAGES.withdrawn}
          failure="Failed to withdraw the quote"
          pending={withdraw.isPending}
          run={(callbacks) => withdraw.mutate(quote.id, callbacks)}
        />
      )}
    </article>
  );
}

/** The garage's own quotes, newest first, a page at a time. */
export function OwnQuotes() {
  const pages = useCursorPages();
  return (
    <PortalList
      id="own-quotes"
      title="My quotes"
      query={useOwnQuotes(pages.cursor)}
      pages={pages}
      failedTitle="Failed to load your quotes"
      loadingText="Loading your quotes..."
      emptyText="No quotes sent yet."
      pagerLabel="Quote pages"
      item={(quote) => <OwnQuoteCard key={quote.id} quote={quote} />}
    />
  );
}
