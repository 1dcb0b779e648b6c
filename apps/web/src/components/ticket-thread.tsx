import { isStaffTicketMessage, type TicketMessageKind } from "@automobi/domain";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { formatLondonDateTime } from "@/lib/format";

/** One row of a support ticket's thread, as both sides read it. */
export interface ThreadRow {
  id: string;
  kind: TicketMessageKind;
  subject: string | null;
  message: string;
  createdAt: string;
}

interface TicketThreadProps<Row extends ThreadRow> {
  rows: readonly Row[];
  /** The ticket's subject: a row's own subject is shown only where it differs. */
  subject: string;
  /** Who wrote the row, as the reader names them. */
  author: (row: Row) => ReactNode;
  /** Whose rows sit indented on a wider screen: the reader's counterpart's. */
  indent: "staff" | "customer";
}

/**
 * A support ticket's conversation, oldest first: every message of the customer's and every
 * staff response, staff's shaded, with its author and London time. Customer Service and the
 * customer's Messages tab show the same thread.
 */
export function TicketThread<Row extends ThreadRow>(props: TicketThreadProps<Row>) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-2">
      {props.rows.map((row) => {
        const staff = isStaffTicketMessage(row.kind);
        const indented = staff === (props.indent === "staff");
        return (
          <li
            key={row.id}
            className={cx(
              "rounded-lg border p-3 text-sm",
              staff ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-slate-50",
              indented && "sm:ml-6",
            )}
          >
            <p className="flex flex-wrap gap-x-2 text-xs text-slate-700">
              {props.author(row)}
              <time dateTime={row.createdAt}>{formatLondonDateTime(row.createdAt)}</time>
            </p>
            {row.subject && row.subject !== props.subject && (
              <p className="mt-1 font-medium break-words text-slate-900">{row.subject}</p>
            )}
            <p className="mt-1 break-words whitespace-pre-line text-slate-900">{row.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
