import {
  isStaffTicketMessage,
  shortId,
  TICKET_MESSAGE_KIND_LABELS,
  TICKET_SOURCE_LABELS,
} from "@automobi/domain";
import type { RefObject } from "react";
import { LoadFailed } from "@/components/load-failed";
import { Notice } from "@/components/notice";
import { TicketThread } from "@/components/ticket-thread";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { formatLondonDateTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import { type SupportTicketDetail, TICKET_CLOSED_MESSAGE } from "@/lib/schemas";
import { useSupportTicket } from "../api/customer-service";
import { RespondForm } from "./respond-form";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";
import { useLoadFailedToast } from "./use-load-failed-toast";

/** The thread, oldest first: every message of the customer's and every staff response. */
function Conversation({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <TicketThread
      rows={ticket.thread}
      subject={ticket.subject}
      indent="staff"
      author={(row) => {
        const staff = isStaffTicketMessage(row.kind);
        return (
          <>
            <span className="font-semibold break-all text-slate-900">{row.authorEmail}</span>
            <span>({staff ? "Staff" : "Customer"})</span>
            {!staff && <span>{TICKET_MESSAGE_KIND_LABELS[row.kind]}</span>}
          </>
        );
      }}
    />
  );
}

interface TicketDetailProps {
  ticketId: string;
  onClose: () => void;
  /** True when the admin just picked this ticket: its heading takes focus once it shows. */
  focusRequested: RefObject<boolean>;
}

/** The selected ticket: who, what, the conversation and the respond box (unless closed). */
export function TicketDetail({ ticketId, onClose, focusRequested }: TicketDetailProps) {
  const query = useSupportTicket(ticketId);
  useLoadFailedToast(query.isError, query.error);

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading ticket...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-3">
        <LoadFailed
          title={ADMIN_TOASTS.loadCustomerServiceFailed}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
        <Button variant="outline" className="self-start" onClick={onClose}>
          Back to tickets
        </Button>
      </div>
    );
  }
  const ticket = query.data;
  return (
    <article aria-labelledby="ticket-detail-heading" className="flex flex-col gap-4">
      <header>
        <h3
          id="ticket-detail-heading"
          ref={(heading) => {
            if (!heading || !focusRequested.current) return;
            focusRequested.current = false;
            // Below a long list (a phone), so brought to the top rather than to the bottom edge.
            heading.focus({ preventScroll: true });
            heading.scrollIntoView({ block: "start" });
          }}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-semibold break-words text-slate-900 focus:outline-none"
        >
          {ticket.subject}
        </h3>
        <p className="text-sm break-all text-slate-700">{ticket.customerEmail}</p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <TicketPriorityBadge priority={ticket.priority} />
          <TicketStatusBadge status={ticket.status} />
          <span className="text-xs text-slate-700">{TICKET_SOURCE_LABELS[ticket.source]}</span>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Opened <time dateTime={ticket.createdAt}>{formatLondonDateTime(ticket.createdAt)}</time>
          {ticket.quoteRequestId && (
            <>
              {" · "}
              <Link
                className="text-brand-700 underline"
                to={paths.admin.message.href(ticket.quoteRequestId)}
              >
                Request {shortId(ticket.quoteRequestId)}
              </Link>
            </>
          )}
        </p>
      </header>
      <Conversation ticket={ticket} />
      {ticket.status === "closed" ? (
        <>
          <Notice tone="info" title={TICKET_CLOSED_MESSAGE}>
            <p>
              Closed
              {ticket.closedAt ? ` ${formatLondonDateTime(ticket.closedAt)}` : ""}. The customer's
              next message opens a new ticket.
            </p>
          </Notice>
          <Button variant="outline" className="self-start" onClick={onClose}>
            Back to tickets
          </Button>
        </>
      ) : (
        <RespondForm key={ticket.id} ticketId={ticket.id} onCancel={onClose} />
      )}
    </article>
  );
}
