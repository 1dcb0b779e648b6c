import {
  describeServices,
  displayRegistration,
  displayVehicle,
  requestStatusLabel,
  requestStatusTone,
  shortId,
} from "@automobi/domain";
import { Plus, Trash2 } from "lucide-react";
import type { ComponentType } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ReceiptLink } from "@/components/receipt-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useRequestAction } from "@/lib/admin/requests";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import type { AdminQuoteRequest } from "@/lib/schemas";

/** The request's quotes, each with Delete: the admin-quotes feature's list, handed in by the route. */
export type QuoteListComponent = ComponentType<{ quotes: AdminQuoteRequest["quotes"] }>;

interface ProcessingRequestProps {
  request: AdminQuoteRequest;
  selected: boolean;
  onAddQuote: () => void;
  QuoteList: QuoteListComponent;
}

/** One request in Quote Processing: its details, rejection feedback and quotes. */
export function ProcessingRequest({
  request,
  selected,
  onAddQuote,
  QuoteList,
}: ProcessingRequestProps) {
  const action = useRequestAction();
  const vehicle = displayVehicle(request);
  const headingId = `processing-${request.id}`;

  const softDelete = () =>
    action.mutate(
      { id: request.id, action: "soft-delete" },
      {
        onSuccess: () => toast.success(ADMIN_TOASTS.movedToDeleted),
        onError: (error) =>
          toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.deleteRequestFailed) }),
      },
    );
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm ${selected ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {vehicle}
        </h3>
        <div className="flex items-center gap-1.5">
          <Badge tone={request.hasRejections ? "danger" : requestStatusTone(request.status)}>
            {request.hasRejections
              ? requestStatusLabel("has_rejections", "admin")
              : requestStatusLabel(request.status, "admin")}
          </Badge>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete the request for the ${vehicle}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title="Delete this request?"
            description="It moves to Deleted Quote Requests, where it can be restored."
            confirmLabel="Delete"
            pending={action.isPending}
            onConfirm={softDelete}
          />
        </div>
      </div>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-2">
        <div className="break-all">
          <dt className="sr-only">Email</dt>
          <dd>{request.customerEmail}</dd>
        </div>
        <div>
          <dt className="sr-only">Registration</dt>
          <dd>{displayRegistration(request.vehicleRegistration)}</dd>
        </div>
        <div>
          <dt className="sr-only">Services</dt>
          <dd>{describeServices(request.services)}</dd>
        </div>
        <div>
          <dt className="sr-only">Request ID</dt>
          <dd>Request {shortId(request.id)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm break-words text-slate-800">{request.description}</p>

      {request.rejectionFeedback.length > 0 && (
        <section aria-label="Customer rejection feedback" className="mt-3 flex flex-col gap-2">
          {request.rejectionFeedback.map((entry) => (
            <div key={entry.id} className="rounded-md border border-red-200 bg-red-50 p-2 text-sm">
              <p className="font-medium text-red-900">{entry.subject}</p>
              <p className="break-words text-red-900">{entry.message}</p>
              <p className="text-xs text-red-800">
                {formatLondonDate(entry.sentAt)}, {formatLondonTime(entry.sentAt)}
              </p>
            </div>
          ))}
        </section>
      )}

      <QuoteList quotes={request.quotes} />
      {request.receipts.length > 0 && (
        <section
          aria-label="Service fee receipts"
          className="mt-3 flex flex-wrap items-center gap-2 text-sm"
        >
          <span className="text-slate-700">Service fee paid:</span>
          {request.receipts.map((receipt) => (
            <ReceiptLink key={receipt.paymentId} {...receipt} />
          ))}
        </section>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={onAddQuote}
        aria-pressed={selected}
      >
        <Plus aria-hidden="true" />
        Add New Quote
      </Button>
    </article>
  );
}
