import { TICKET_SOURCE_LABELS } from "@automobi/domain";
import { MessageSquare } from "lucide-react";
import { cx } from "@/lib/class-names";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import type { SupportTicket } from "@/lib/schemas";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

export function ticketButtonId(ticketId: string) {
  return `support-ticket-${ticketId}`;
}

function responsesText(count: number) {
  return count === 1 ? "1 response" : `${count} responses`;
}

interface TicketListItemProps {
  ticket: SupportTicket;
  selected: boolean;
  onSelect: (id: string) => void;
}

/** A ticket in the list: a toggle button that opens it beside (or below) the list. */
export function TicketListItem({ ticket, selected, onSelect }: TicketListItemProps) {
  return (
    <button
      type="button"
      id={ticketButtonId(ticket.id)}
      aria-pressed={selected}
      onClick={() => onSelect(ticket.id)}
      className={cx(
        "block w-full rounded-xl border p-4 text-left shadow-sm transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        selected
          ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
          : "border-slate-200 bg-white hover:bg-slate-50",
      )}
    >
      <span className="block font-semibold break-words text-slate-900">{ticket.subject}</span>
      <span className="mt-0.5 block text-sm break-all text-slate-700">{ticket.customerEmail}</span>
      <span className="mt-2 flex flex-wrap items-center gap-1.5">
        <TicketPriorityBadge priority={ticket.priority} />
        <TicketStatusBadge status={ticket.status} />
        <span className="text-xs text-slate-700">{TICKET_SOURCE_LABELS[ticket.source]}</span>
      </span>
      <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          Last activity{" "}
          <time dateTime={ticket.updatedAt}>
            {formatLondonDate(ticket.updatedAt)}, {formatLondonTime(ticket.updatedAt)}
          </time>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden="true" />
          {responsesText(ticket.responseCount)}
        </span>
      </span>
    </button>
  );
}
