import { TICKET_STATUS_OPTIONS, type TicketStatus } from "@automobi/domain";
import { useRef, useState } from "react";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useCursorPages } from "@/lib/cursor-pages";
import { useSupportTickets } from "../api/customer-service";
import { ticketStatusLabel } from "./ticket-badges";
import { TicketDetail } from "./ticket-detail";
import { TicketListItem, ticketButtonId } from "./ticket-list-item";
import { useLoadFailedToast } from "./use-load-failed-toast";

const FILTERS: ReadonlyArray<{ value: TicketStatus | undefined; label: string }> = [
  { value: undefined, label: "All" },
  ...TICKET_STATUS_OPTIONS,
];

function emptyText(status: TicketStatus | undefined) {
  return status
    ? `No ${ticketStatusLabel(status).toLowerCase()} support tickets`
    : "No support tickets";
}

/**
 * 'Support Tickets': a page of tickets (latest activity first) with a status filter; the
 * selected one opens below with its conversation and the respond box.
 */
export function SupportTickets() {
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const pages = useCursorPages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const focusRequested = useRef(false);
  const tickets = useSupportTickets({ status, cursor: pages.cursor });
  useLoadFailedToast(tickets.isError, tickets.error);

  const select = (id: string) => {
    focusRequested.current = true;
    setSelectedId(id);
  };
  const deselect = () => {
    const id = selectedId;
    setSelectedId(null);
    // Back to the ticket the admin came from, when it is still in the list.
    if (id) document.getElementById(ticketButtonId(id))?.focus();
  };
  const filter = (next: TicketStatus | undefined) => {
    setStatus(next);
    pages.reset();
  };

  return (
    <section aria-labelledby="support-tickets-heading" className="min-w-0">
      <h2 id="support-tickets-heading" className="text-xl font-semibold text-slate-900">
        Support Tickets
        {tickets.data && (
          <span className="font-normal text-slate-600"> ({tickets.data.total})</span>
        )}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Replies, rejection feedback and contacts from customers, latest activity first.
      </p>
      <fieldset className="mb-3">
        <legend className="sr-only">Filter tickets by status</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <Button
              key={option.label}
              size="sm"
              variant={status === option.value ? "primary" : "outline"}
              aria-pressed={status === option.value}
              onClick={() => filter(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <PagedList
        query={tickets}
        loading="Loading support tickets..."
        failed={ADMIN_TOASTS.loadCustomerServiceFailed}
        empty={emptyText(status)}
        pagesLabel="Support ticket pages"
        cursorPages={pages}
        itemKey={(ticket) => ticket.id}
        className="flex flex-col gap-2"
      >
        {(ticket) => (
          <TicketListItem ticket={ticket} selected={ticket.id === selectedId} onSelect={select} />
        )}
      </PagedList>
      <Card className="mt-4">
        <CardContent className="pt-6">
          {selectedId ? (
            <TicketDetail
              key={selectedId}
              ticketId={selectedId}
              onClose={deselect}
              focusRequested={focusRequested}
            />
          ) : (
            <p className="py-6 text-center text-slate-600">
              Select a support ticket to read the conversation and respond.
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
