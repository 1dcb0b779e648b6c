import { AlertTriangle, Clock, ListChecks, ShieldCheck, Timer } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useAdminRequests } from "@/lib/admin/requests";
import { useNow } from "@/lib/admin/use-now";
import { cx } from "@/lib/class-names";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatLondonClock, formatLondonDate, formatLondonTime } from "@/lib/format";
import { usePollingFallback } from "@/lib/live-updates";
import type { AdminRequestFilter } from "@/lib/schemas";
import { useFilterCounts } from "../../api/requests";
import { BookedServices } from "./booked-services";
import { RequestRow } from "./request-row";

/** How often the open list asks for new requests (see docs/decisions/010). */
export const ADMIN_LIST_POLL_MS = 1500;
const PAGE_SIZE = 20;

type FilterKey = AdminRequestFilter | "all";

interface FilterCard {
  key: FilterKey;
  label: string;
  /** As it reads in 'No {filter} requests found'. */
  noun: string;
  /** What the card counts, where another screen counts under the same name. */
  counts?: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
}

const FILTER_CARDS: readonly FilterCard[] = [
  { key: "pending", label: "Outstanding Requests", noun: "outstanding", Icon: Clock },
  { key: "in_progress", label: "In Progress", noun: "in progress", Icon: Timer },
  { key: "high_priority", label: "High Priority", noun: "high priority", Icon: AlertTriangle },
  // The portal's Active Requests counts only those awaiting a quote or a decision, or with a
  // rejection (decision 035).
  {
    key: "all",
    label: "Active Requests",
    noun: "active",
    counts: "Every request not completed or deleted",
    Icon: ListChecks,
  },
];

const filterParam = (key: FilterKey | null) => (key === null || key === "all" ? undefined : key);

interface AdminDashboardPageProps {
  /**
   * The production status card, shown by Check Production Status: the production-status
   * feature's, handed in by the route (features do not import each other).
   */
  productionStatus: ReactNode;
}

/**
 * The Admin Dashboard (spec 001 §2): the clock, the production status card, the four filter
 * cards and the active requests, newest first, refreshed while the screen is open.
 */
export function AdminDashboardPage({ productionStatus }: AdminDashboardPageProps) {
  const now = useNow(1000);
  const [filter, setFilter] = useState<FilterKey | null>(null);
  const pages = useCursorPages();
  const [showStatus, setShowStatus] = useState(false);
  // Pushed by the server while its stream is open; read every 1.5 s while it is not.
  const polling = usePollingFallback(ADMIN_LIST_POLL_MS);
  const countsPolling = usePollingFallback(ADMIN_LIST_POLL_MS * 4);
  const list = useAdminRequests({
    view: "active",
    filter: filterParam(filter),
    cursor: pages.cursor,
    pageSize: PAGE_SIZE,
    refetchInterval: polling,
  });

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: ADMIN_TOASTS.loadRequestsFailed });
  }, [list.isError]);

  const counts = useFilterCounts(countsPolling);
  const active = FILTER_CARDS.find((card) => card.key === filter);
  const choose = (key: FilterKey) => {
    setFilter((current) => (current === key ? null : key));
    pages.reset();
  };
  const heading =
    filter === null
      ? "Active Quote Requests"
      : `Filtered Quote Requests (${list.data?.total ?? 0})`;
  const emptyText =
    filter === null ? "No active quote requests found" : `No ${active?.noun ?? ""} requests found`;

  return (
    <AdminShell
      title="Admin Dashboard"
      subtitle="Manage active quote requests and customer queries"
      aside={
        <div className="text-right text-sm text-slate-700">
          <p className="text-lg font-semibold text-slate-900 tabular-nums">
            <time dateTime={now.toISOString()}>{formatLondonClock(now)}</time>
          </p>
          <p>{formatLondonDate(now)}</p>
          {list.dataUpdatedAt > 0 && (
            <p>Last updated: {formatLondonTime(new Date(list.dataUpdatedAt))}</p>
          )}
        </div>
      }
    >
      <div className="flex flex-col gap-6">
        <div>
          <Button
            variant="outline"
            onClick={() => setShowStatus((shown) => !shown)}
            aria-expanded={showStatus}
          >
            <ShieldCheck aria-hidden="true" />
            {showStatus ? "Hide Production Status" : "Check Production Status"}
          </Button>
        </div>
        {showStatus && productionStatus}
        <BookedServices />

        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FILTER_CARDS.map(({ key, label, counts: what, Icon }) => (
            <li key={key}>
              <button
                type="button"
                aria-pressed={filter === key}
                onClick={() => choose(key)}
                className={cx(
                  "flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  filter === key
                    ? "border-brand-600 ring-2 ring-brand-200"
                    : "border-slate-200 hover:bg-slate-50",
                )}
              >
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
                <span className="text-sm font-medium text-slate-700">{label}</span>
                <span className="text-2xl font-bold text-slate-900">
                  {counts.data?.[key === "all" ? "active" : key] ?? "—"}
                </span>
                {what && <span className="text-xs text-slate-600">{what}</span>}
              </button>
            </li>
          ))}
        </ul>

        {active && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-700">Filtered by</span>
            <Badge tone="info">{active.label}</Badge>
            <Button variant="link" size="sm" onClick={() => setFilter(null)}>
              Clear Filter
            </Button>
          </div>
        )}

        <section aria-labelledby="admin-requests-heading">
          <h2 id="admin-requests-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {heading}
          </h2>
          <PagedList
            query={list}
            loading="Loading dashboard data..."
            failed={ADMIN_TOASTS.loadRequestsFailed}
            empty={emptyText}
            pagesLabel="Request pages"
            cursorPages={pages}
            itemKey={(request) => request.id}
          >
            {(request) => (
              <RequestRow
                request={request}
                now={now}
                maxQuoteResponseHours={counts.data?.maxQuoteResponseHours}
              />
            )}
          </PagedList>
        </section>
      </div>
    </AdminShell>
  );
}
