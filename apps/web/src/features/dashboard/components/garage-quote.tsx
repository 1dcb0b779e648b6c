import { formatGBP, quoteStatusLabel, quoteStatusTone } from "@automobi/domain";
import { Badge } from "@/components/ui/badge";
import type { CustomerQuote } from "../api/list-quote-requests";

/** One garage's quote: price, work, duration and where it stands ('Awaiting Response'). */
export function GarageQuote({ quote }: { quote: CustomerQuote }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold text-slate-900">{formatGBP(quote.pricePence)}</p>
        <Badge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-800">{quote.description}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {quote.estimatedDuration && (
          <div>
            <dt className="inline font-medium">Estimated duration: </dt>
            <dd className="inline">{quote.estimatedDuration}</dd>
          </div>
        )}
        {quote.warrantyInfo && (
          <div>
            <dt className="inline font-medium">Warranty: </dt>
            <dd className="inline">{quote.warrantyInfo}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
