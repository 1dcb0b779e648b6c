import {
  canPayServiceFee,
  customerQuoteActions,
  distanceFrom,
  formatGBP,
  quoteStatusLabel,
  quoteStatusTone,
  reviewSummaryText,
} from "@automobi/domain";
import { Check } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import type { CustomerQuote, CustomerQuoteRequest } from "../api/list-quote-requests";
import { useQuoteDecision } from "../api/quote-decisions";
import { DECISION_TOASTS } from "../messages";
import { GarageDetails } from "./garage-details";
import { PaymentCard } from "./payment-card";
import { RejectQuoteDialog } from "./reject-quote-dialog";

interface GarageQuoteProps {
  quote: CustomerQuote;
  request: Pick<CustomerQuoteRequest, "id" | "status" | "feePaid">;
  /** The request's postcode district, which the distance is from. */
  district: string | null;
  hasAcceptedQuote: boolean;
}

/** Parts, labour and VAT of an itemised price, in people's money. */
function Breakdown({ breakdown }: { breakdown: NonNullable<CustomerQuote["breakdown"]> }) {
  const parts = [
    ["Parts", breakdown.partsPence],
    ["Labour", breakdown.labourPence],
    ["VAT", breakdown.vatPence],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700 sm:flex sm:flex-wrap sm:gap-x-4">
      {parts.map(([term, pence]) => (
        <div key={term} className="contents sm:flex sm:gap-1">
          <dt className="font-medium">{term}</dt>
          <dd className="text-right tabular-nums sm:text-left">{formatGBP(pence)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One garage's quote: price, work, duration, where it stands ('Awaiting Response'), the garage
 * (hidden until the fee is paid), the customer's decision buttons and, once accepted, the fee.
 */
export function GarageQuote({ quote, request, district, hasAcceptedQuote }: GarageQuoteProps) {
  const { accept } = useQuoteDecision();
  const actions = customerQuoteActions({ ...request, hasAcceptedQuote }, quote.status);
  const isAccepted = quote.status === "accepted";
  const reviews = reviewSummaryText(quote.reviews.starsTotal, quote.reviews.count);
  // The Accept button goes away with the acceptance: focus moves on to the payment card.
  const [acceptedHere, setAcceptedHere] = useState(false);

  const onAccept = () =>
    accept.mutate(quote.id, {
      onSuccess: () => {
        setAcceptedHere(true);
        toast.success(DECISION_TOASTS.accepted, {
          description: "Pay the service fee to unlock the garage's contact details.",
        });
      },
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, DECISION_TOASTS.acceptFailed) }),
    });

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold text-slate-900">{formatGBP(quote.pricePence)}</p>
        <Badge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</Badge>
      </div>
      {quote.distanceMiles !== null && district && (
        <p className="text-sm font-medium text-slate-700">
          {distanceFrom(quote.distanceMiles, district)}
        </p>
      )}
      {reviews && (
        <p className="text-sm text-slate-700">
          <span className="sr-only">The garage's reviews: </span>
          {reviews}
        </p>
      )}
      {quote.breakdown && (
        <>
          {/* On a phone the breakdown folds under the total; wider, it is shown. */}
          <details className="mt-1 sm:hidden">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              Price breakdown
            </summary>
            <div className="mt-1">
              <Breakdown breakdown={quote.breakdown} />
            </div>
          </details>
          <div className="mt-1 hidden sm:block">
            <Breakdown breakdown={quote.breakdown} />
          </div>
        </>
      )}
      <GarageDetails quoteRequestId={request.id} unlocked={isAccepted && request.feePaid} />
      <p className="mt-2 text-sm break-words text-slate-800">{quote.description}</p>
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
      {(actions.accept || actions.reject) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.accept && (
            <Button size="sm" disabled={accept.isPending} onClick={onAccept}>
              <Check aria-hidden="true" />
              {accept.isPending ? "Accepting..." : "Accept Quote"}
            </Button>
          )}
          {actions.reject && <RejectQuoteDialog quote={quote} label={actions.rejectLabel} />}
        </div>
      )}
      {canPayServiceFee(request, quote.status) && (
        <PaymentCard quoteRequestId={request.id} takeFocus={acceptedHere} />
      )}
    </li>
  );
}
