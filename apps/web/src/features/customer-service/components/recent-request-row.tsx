import {
  describeServices,
  displayRegistration,
  displayVehicle,
  type RequestStatus,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import {
  CircleCheck,
  CircleCheckBig,
  CircleDashed,
  Clock,
  Eye,
  FileText,
  type LucideIcon,
  Trash2,
  Wrench,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useRequestTransition } from "@/lib/admin/use-request-transition";
import { cx } from "@/lib/class-names";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import type { recentRequest, Wire } from "@/lib/schemas";

type RecentRequest = Wire<typeof recentRequest>;

/** The status icon beside each request; the badge beside it says the status in words. */
const STATUS_ICONS: Readonly<Record<RequestStatus, { icon: LucideIcon; className: string }>> = {
  pending: { icon: Clock, className: "text-amber-700" },
  processing: { icon: CircleDashed, className: "text-brand-700" },
  in_progress: { icon: Wrench, className: "text-brand-700" },
  in_review: { icon: Eye, className: "text-amber-700" },
  quoted: { icon: FileText, className: "text-brand-700" },
  accepted: { icon: CircleCheck, className: "text-emerald-700" },
  completed: { icon: CircleCheckBig, className: "text-emerald-700" },
  deleted: { icon: Trash2, className: "text-slate-600" },
};

/** One of the 'Recent Customer Requests', with Mark as Quoted (pending) or Mark Complete (accepted). */
export function RecentRequestRow({ request }: { request: RecentRequest }) {
  const transition = useRequestTransition(request.id);
  const { icon: StatusIcon, className: iconClassName } = STATUS_ICONS[request.status];
  const headingId = `recent-request-${request.id}`;

  const markQuoted = () =>
    transition.run("mark-quoted", ADMIN_TOASTS.markedQuoted, ADMIN_TOASTS.statusFailed);
  const markComplete = () =>
    transition.run("mark-complete", ADMIN_TOASTS.completed, ADMIN_TOASTS.statusFailed);

  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <StatusIcon className={cx("mt-0.5 size-5 shrink-0", iconClassName)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-all text-slate-900">
            {request.customerEmail}
          </h3>
          <Badge tone={requestStatusTone(request.status)}>
            {requestStatusLabel(request.status, "admin")}
          </Badge>
        </div>
        <p className="mt-1 text-sm font-medium text-slate-900">
          {displayVehicle(request)} · {displayRegistration(request.vehicleRegistration)}
        </p>
        <p className="text-sm text-slate-700">{describeServices(request.services)}</p>
        <p className="mt-1 text-xs text-slate-600">
          Submitted{" "}
          <time dateTime={request.createdAt}>
            {formatLondonDate(request.createdAt)}, {formatLondonTime(request.createdAt)}
          </time>
        </p>
        {(request.status === "pending" || request.status === "accepted") && (
          <div className="mt-3 flex flex-wrap gap-2">
            {request.status === "pending" ? (
              <Button size="sm" disabled={transition.isPending} onClick={markQuoted}>
                Mark as Quoted
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={transition.isPending}
                onClick={markComplete}
              >
                Mark Complete
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
