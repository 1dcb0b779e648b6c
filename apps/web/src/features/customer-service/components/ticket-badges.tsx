import {
  type BadgeTone,
  TICKET_PRIORITY_OPTIONS,
  TICKET_PRIORITY_TONES,
  TICKET_STATUS_OPTIONS,
  type TicketPriority,
  type TicketStatus,
} from "@automobi/domain";
import { Badge } from "@/components/ui/badge";

const STATUS_TONES: Readonly<Record<TicketStatus, BadgeTone>> = {
  open: "warning",
  in_progress: "info",
  closed: "neutral",
};

export function ticketStatusLabel(status: TicketStatus): string {
  return TICKET_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ticketStatusLabel(status)}</Badge>;
}

/** High red, medium yellow, low green (spec 001 §2). */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const label = TICKET_PRIORITY_OPTIONS.find((option) => option.value === priority)?.label;
  return <Badge tone={TICKET_PRIORITY_TONES[priority]}>{label ?? priority} Priority</Badge>;
}
