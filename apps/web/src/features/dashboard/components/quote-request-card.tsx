import {
  DASHBOARD_REQUEST_PARAM,
  describeServices,
  displayRegistration,
  displayVehicle,
  orderQuotes,
  outwardCode,
  QUOTE_ORDER_LABELS,
  QUOTE_ORDERS,
  type QuoteOrder,
  requestStatusLabel,
  requestStatusTone,
  reviewRefusal,
  shortId,
} from "@automobi/domain";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/class-names";
import { formatLondonDate } from "@/lib/format";
import type { CustomerQuoteRequest } from "../api/list-quote-requests";
import { GarageQuote } from "./garage-quote";
import { ReviewGarage } from "./review-garage";

/**
 * The request a link named (`?request=<id>`, as a notification's View sends): its card is
 * outlined, scrolled to and focused, so the customer lands on what the notification was about.
 */
function useNamedByAddress(requestId: string) {
  const [params] = useSearchParams();
  const isNamed = params.get(DASHBOARD_REQUEST_PARAM) === requestId;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isNamed) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, [isNamed]);
  return { ref, isNamed };
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Newest, Price or Distance: how the quotes of a request are ordered, one pressed at a time. */
function QuoteOrderButtons({
  order,
  onOrder,
  vehicle,
}: {
  order: QuoteOrder;
  onOrder: (order: QuoteOrder) => void;
  vehicle: string;
}) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Sort the quotes for the {vehicle}</legend>
      <span aria-hidden="true" className="pr-1 text-sm text-slate-600">
        Sort by
      </span>
      {QUOTE_ORDERS.map((each) => (
        <Button
          key={each}
          type="button"
          size="sm"
          variant={each === order ? "primary" : "outline"}
          aria-pressed={each === order}
          onClick={() => onOrder(each)}
        >
          {QUOTE_ORDER_LABELS[each]}
        </Button>
      ))}
    </fieldset>
  );
}

/** One of the customer's requests in the Quotes tab, with the quotes it has received. */
export function QuoteRequestCard({ request }: { request: CustomerQuoteRequest }) {
  const headingId = `request-${request.id}-heading`;
  const named = useNamedByAddress(request.id);
  const vehicle = displayVehicle(request);
  const hasAcceptedQuote = request.quotes.some((quote) => quote.status === "accepted");
  const [order, setOrder] = useState<QuoteOrder>("newest");
  const district = outwardCode(request.postcode);
  return (
    <article
      ref={named.ref}
      tabIndex={named.isNamed ? -1 : undefined}
      aria-labelledby={headingId}
      aria-current={named.isNamed ? "true" : undefined}
      className={cx(
        "scroll-mt-20 rounded-xl border bg-white p-4 shadow-sm focus:outline-none sm:p-5",
        named.isNamed ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {vehicle}
        </h3>
        <Badge tone={requestStatusTone(request.status)}>{requestStatusLabel(request.status)}</Badge>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Detail term="Registration">{displayRegistration(request.vehicleRegistration)}</Detail>
        <Detail term="Services">{describeServices(request.services)}</Detail>
        <Detail term="Submitted">
          <time dateTime={request.createdAt}>{formatLondonDate(request.createdAt)}</time>
        </Detail>
        <Detail term="Request ID">{shortId(request.id)}</Detail>
      </dl>
      <p className="mt-3 text-sm break-words text-slate-700">{request.description}</p>
      {request.quotes.length > 0 && (
        <section aria-label={`Quotes for the ${vehicle}`} className="mt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-900">
              Quotes received ({request.quotes.length})
            </h4>
            {request.quotes.length > 1 && (
              <QuoteOrderButtons order={order} onOrder={setOrder} vehicle={vehicle} />
            )}
          </div>
          <ul className="mt-2 flex flex-col gap-2">
            {orderQuotes(request.quotes, order).map((quote) => (
              <GarageQuote
                key={quote.id}
                quote={quote}
                request={request}
                district={district}
                hasAcceptedQuote={hasAcceptedQuote}
              />
            ))}
          </ul>
        </section>
      )}
      {reviewRefusal(request) === null && <ReviewGarage requestId={request.id} />}
    </article>
  );
}
