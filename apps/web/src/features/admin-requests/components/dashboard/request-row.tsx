import {
  describeServices,
  displayRegistration,
  displayUkPhone,
  displayVehicle,
  elapsedSince,
  isResponseOverdue,
  PRIORITY_TONES,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import { MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { messageState } from "@/lib/admin/message-state";
import { useRequestTransition } from "@/lib/admin/use-request-transition";
import { cx } from "@/lib/class-names";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import type { AdminQuoteRequest } from "@/lib/schemas";
import { RequestDetailsDialog } from "./request-details-dialog";

const COMPLETABLE = new Set(["in_progress", "quoted", "accepted"]);

interface RequestRowProps {
  request: AdminQuoteRequest;
  now: Date;
  /** System Settings' maximum quote response time; unknown until the counts load. */
  maxQuoteResponseHours: number | undefined;
}

/**
 * One row of the Admin Dashboard's list (spec 001 §2), with its live Time Outstanding, marked
 * Overdue once it has waited for a quote longer than System Settings allow.
 */
export function RequestRow({ request, now, maxQuoteResponseHours }: RequestRowProps) {
  const transition = useRequestTransition(request.id);
  const createdAt = new Date(request.createdAt);
  const outstanding = elapsedSince(createdAt, now);
  const overdue =
    maxQuoteResponseHours !== undefined &&
    isResponseOverdue({ status: request.status, createdAt }, now, maxQuoteResponseHours);
  const headingId = `admin-request-${request.id}`;

  const startReview = () =>
    transition.run("start-review", ADMIN_TOASTS.inProgress, ADMIN_TOASTS.statusFailed);
  const markComplete = () =>
    transition.run("mark-complete", ADMIN_TOASTS.completed, ADMIN_TOASTS.completeFailed);

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "rounded-xl border bg-white p-4 shadow-sm",
        overdue ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-all text-slate-900">
          {request.customerEmail}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {overdue && <Badge tone="danger">Overdue</Badge>}
          <Badge tone={PRIORITY_TONES[request.priority]}>{request.priority} Priority</Badge>
          <Badge tone={requestStatusTone(request.status)}>
            {requestStatusLabel(request.status, "admin")}
          </Badge>
        </div>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">Mobile</dt>
          <dd>{request.mobile ? displayUkPhone(request.mobile) : "No mobile"}</dd>
        </div>
        <div>
          <dt className="sr-only">Postcode</dt>
          <dd>{request.postcode || "No postcode"}</dd>
        </div>
        <div>
          <dt className="sr-only">Vehicle</dt>
          <dd className="font-medium text-slate-900">
            {displayVehicle(request)} · {displayRegistration(request.vehicleRegistration)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Services</dt>
          <dd>{describeServices(request.services)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm break-words text-slate-800 italic">"{request.description}"</p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p>
          <span className="text-slate-600">Time Outstanding: </span>
          <span
            className={
              outstanding.hasHours ? "font-semibold text-red-700" : "font-semibold text-orange-700"
            }
          >
            {outstanding.text}
          </span>
          {overdue && (
            <span className="text-red-700">
              {" "}
              (over the {maxQuoteResponseHours}-hour response time)
            </span>
          )}
        </p>
        <p className="text-slate-600">
          Submitted{" "}
          <time dateTime={request.createdAt}>
            {formatLondonDate(request.createdAt)}, {formatLondonTime(request.createdAt)}
          </time>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <RequestDetailsDialog request={request} />
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.admin.message.href(request.id)} state={messageState(request)}>
            <MessageSquare aria-hidden="true" />
            Message
          </Link>
        </Button>
        {request.status === "pending" && (
          <Button size="sm" disabled={transition.isPending} onClick={startReview}>
            Start Review
          </Button>
        )}
        {COMPLETABLE.has(request.status) && (
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
    </article>
  );
}
