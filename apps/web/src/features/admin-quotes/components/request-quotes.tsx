import { formatGBP, quoteStatusLabel, quoteStatusTone } from "@automobi/domain";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { messageOf } from "@/lib/error-message";
import type { AdminQuoteRequest } from "@/lib/schemas";
import { useDeleteQuote } from "../api/quotes";

/** A request's quotes in Quote Processing, each with its price, garage, status and Delete. */
export function RequestQuotes({ quotes }: { quotes: AdminQuoteRequest["quotes"] }) {
  const deleteQuote = useDeleteQuote();
  const removeQuote = (quoteId: string) =>
    deleteQuote.mutate(quoteId, {
      onSuccess: () => toast.success(ADMIN_TOASTS.quoteDeleted),
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.deleteQuoteFailed) }),
    });

  if (quotes.length === 0) return null;
  return (
    <ul aria-label="Quotes" className="mt-3 flex flex-col gap-2">
      {quotes.map((quote) => (
        <li key={quote.id} className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>
              <span className="font-semibold text-slate-900">{formatGBP(quote.pricePence)}</span> ·{" "}
              {quote.garage.name}
            </p>
            <div className="flex items-center gap-1.5">
              {quote.source === "garage" && <Badge tone="info">Sent by the garage</Badge>}
              <Badge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</Badge>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete the ${formatGBP(quote.pricePence)} quote from ${quote.garage.name}`}
                disabled={deleteQuote.isPending}
                onClick={() => removeQuote(quote.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
          <p className="break-words text-slate-700">{quote.description}</p>
        </li>
      ))}
    </ul>
  );
}
