import { lazy, Suspense, useState } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { LoadFailed } from "@/components/load-failed";
import { useNow } from "@/lib/admin/use-now";
import { formatLondonClock, formatLondonDate } from "@/lib/format";
import type { PortalListKind } from "@/lib/schemas";
import { usePortalStats } from "../api/portal";
import { PortalDetailList } from "./portal-detail-list";
import { PortalStatCards } from "./portal-stat-cards";
import { ProductionMetrics } from "./production-metrics";
import { QuickActions } from "./quick-actions";

// The charts are drawn only here: their code loads with the portal's figures, not before.
const PortalCharts = lazy(() => import("./portal-charts"));

/** The current date and time, ticking on its own so the rest of the page stays still. */
function PortalClock() {
  const now = useNow(1000);
  return (
    <div className="text-right text-sm text-slate-700">
      <p className="text-lg font-semibold text-slate-900 tabular-nums">
        <time dateTime={now.toISOString()}>{formatLondonClock(now)}</time>
      </p>
      <p>{formatLondonDate(now)}</p>
    </div>
  );
}

/**
 * The Admin Portal, 'Production Operations Center' (spec 001 §2): the six cards computed on the
 * server, the detail list the first four toggle, the quick actions with Customer Management and
 * System Settings, the Production Metrics and the last 30 days' charts.
 */
export function AdminPortalPage() {
  const stats = usePortalStats();
  const [kind, setKind] = useState<PortalListKind | null>(null);
  const toggle = (next: PortalListKind) => setKind((current) => (current === next ? null : next));

  return (
    <AdminShell
      title="Production Operations Center"
      subtitle="Admin Portal"
      aside={<PortalClock />}
    >
      {stats.isPending ? (
        <p role="status" className="py-16 text-center text-slate-600">
          Loading admin data...
        </p>
      ) : stats.isError ? (
        <LoadFailed
          title="We couldn't load the admin data."
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-8">
          <PortalStatCards stats={stats.data} selected={kind} onToggle={toggle} />
          {kind && <PortalDetailList key={kind} kind={kind} />}
          <QuickActions />
          <ProductionMetrics stats={stats.data} />
          <Suspense
            fallback={
              <p role="status" className="py-6 text-center text-slate-600">
                Loading charts...
              </p>
            }
          >
            <PortalCharts days={stats.data.perDay} />
          </Suspense>
        </div>
      )}
    </AdminShell>
  );
}
