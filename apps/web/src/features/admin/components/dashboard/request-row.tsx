import {
  type AdminQuoteRequest,
  describeServiceTypes,
  displayRegistration,
  displayVehicle,
  elapsedSince,
  PRIORITY_TONES,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useRequestAction } from "../../api/requests";
import { ADMIN_TOASTS } from "../../messages";
import { messageState } from "../messaging/message-state";
import { RequestDetailsDialog } from "./request-details-dialog";

const COMPLETABLE = new Set(["in_progress", "quoted", "accepted"]);

/** One row of the Admin Dashboard's list (spec 001 §2), with its live Time Outstanding. */
export function RequestRow({ request, now }: { request: AdminQuoteRequest; now: Date }) {
  const action = useRequestAction();
  const outstanding = elapsedSince(new Date(request.createdAt), now);
  const headingId = `admin-request-${request.id}`;

  const startReview = () =>
    action.mutate(
      { id: request.id, action: "start-review" },
      {
        onSuccess: () => toast.success(ADMIN_TOASTS.inProgress),
        onError: (error) =>
          toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.statusFailed) }),
      },
    );
  const markComplete = () =>
    action.mutate(
      { id: request.id, action: "mark-complete" },
      {
        onSuccess: () => toast.success(ADMIN_TOASTS.completed),
        onError: (error) =>
          toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.completeFailed) }),
      },
    );

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-all text-slate-900">
          {request.customerEmail}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={PRIORITY_TONES[request.priority]}>{request.priority} Priority</Badge>
          <Badge tone={requestStatusTone(request.status)}>
            {requestStatusLabel(request.status, "admin")}
          </Badge>
        </div>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">Mobile</dt>
          <dd>{request.mobile || "No mobile"}</dd>
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
          <dd>{describeServiceTypes(request.serviceType)}</dd>
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
          <Button size="sm" disabled={action.isPending} onClick={startReview}>
            Start Review
          </Button>
        )}
        {COMPLETABLE.has(request.status) && (
          <Button size="sm" variant="secondary" disabled={action.isPending} onClick={markComplete}>
            Mark Complete
          </Button>
        )}
      </div>
    </article>
  );
}
