import { formatGBP, formatResponseTime } from "@automobi/domain";
import {
  CheckCircle2,
  type LucideIcon,
  PoundSterling,
  Timer,
  Users,
  Workflow,
  XCircle,
} from "lucide-react";
import { cx } from "@/lib/class-names";
import type { PortalListKind, PortalStats } from "@/lib/schemas";

interface CardSpec {
  label: string;
  Icon: LucideIcon;
  value: (stats: PortalStats) => string;
  /** The detail list the card toggles; the last two toggle nothing. */
  list?: PortalListKind;
  /** What the card counts, where another screen counts under the same name. */
  counts?: string;
}

const count = (value: number) => value.toLocaleString("en-GB");

const CARDS: readonly CardSpec[] = [
  {
    label: "Total Customers",
    Icon: Users,
    value: (s) => count(s.totalCustomers),
    list: "customers",
  },
  {
    label: "Active Requests",
    Icon: Workflow,
    value: (s) => count(s.activeRequests),
    list: "active",
    // The Admin Dashboard's Active Requests counts every open request (decision 035).
    counts: "Awaiting a quote or a decision, or with a rejection",
  },
  {
    label: "Rejected Quotes",
    Icon: XCircle,
    value: (s) => count(s.rejectedQuotes),
    list: "rejected",
  },
  {
    label: "Completed Today",
    Icon: CheckCircle2,
    value: (s) => count(s.completedToday),
    list: "completed",
  },
  { label: "Revenue (£)", Icon: PoundSterling, value: (s) => formatGBP(s.revenuePence) },
  { label: "Avg Response", Icon: Timer, value: (s) => formatResponseTime(s.avgResponseMinutes) },
];

export const PORTAL_LIST_ID = "portal-detail-list";

const cardClass =
  "flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-white p-4 text-left shadow-sm";

interface PortalStatCardsProps {
  stats: PortalStats;
  selected: PortalListKind | null;
  onToggle: (kind: PortalListKind) => void;
}

/** The six cards (spec 001 §2); the first four show or hide their detail list. */
export function PortalStatCards({ stats, selected, onToggle }: PortalStatCardsProps) {
  return (
    <ul
      aria-label="Platform figures"
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      {CARDS.map(({ label, Icon, value, list, counts }) => {
        const body = (
          <>
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            <span className="text-sm font-medium text-slate-700">{label}</span>
            <span className="text-2xl font-bold break-all text-slate-900 tabular-nums">
              {value(stats)}
            </span>
            {counts && <span className="text-xs text-slate-600">{counts}</span>}
          </>
        );
        return (
          <li key={label}>
            {list ? (
              <button
                type="button"
                aria-pressed={selected === list}
                aria-controls={selected === list ? PORTAL_LIST_ID : undefined}
                onClick={() => onToggle(list)}
                className={cx(
                  cardClass,
                  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  selected === list
                    ? "border-brand-600 ring-2 ring-brand-200"
                    : "border-slate-200 hover:bg-slate-50",
                )}
              >
                {body}
              </button>
            ) : (
              <div className={cx(cardClass, "border-slate-200")}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
