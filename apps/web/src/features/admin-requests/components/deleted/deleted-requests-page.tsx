import { describeServices, displayRegistration, displayVehicle, shortId } from "@automobi/domain";
import { RotateCcw, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS, PERMANENT_DELETE_CONFIRM } from "@/lib/admin/admin-toasts";
import { useAdminRequests } from "@/lib/admin/requests";
import { useRequestTransition } from "@/lib/admin/use-request-transition";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import type { AdminQuoteRequest } from "@/lib/schemas";
import { usePermanentDelete } from "../../api/requests";

function DeletedRequest({ request }: { request: AdminQuoteRequest }) {
  const transition = useRequestTransition(request.id);
  const remove = usePermanentDelete();
  const vehicle = displayVehicle(request);
  const headingId = `deleted-${request.id}`;

  const restore = () =>
    transition.run("restore", ADMIN_TOASTS.restored, ADMIN_TOASTS.restoreFailed);
  const deleteForGood = () =>
    remove.mutate(request.id, {
      onSuccess: () => toast.success(ADMIN_TOASTS.permanentlyDeleted),
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.permanentDeleteFailed) }),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {vehicle} <span className="font-normal text-slate-600">· {shortId(request.id)}</span>
        </h3>
        <Badge tone="danger">Deleted</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="break-all">
          <dt className="inline font-medium text-slate-700">Customer: </dt>
          <dd className="inline text-slate-900">{request.customerEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Registration: </dt>
          <dd className="inline text-slate-900">
            {displayRegistration(request.vehicleRegistration)}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Service: </dt>
          <dd className="inline text-slate-900">{describeServices(request.services)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Created: </dt>
          <dd className="inline text-slate-900">{formatLondonDate(request.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Deleted: </dt>
          <dd className="inline text-slate-900">
            {formatLondonDate(request.deletedAt ?? request.updatedAt)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm break-words text-slate-800">{request.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={transition.isPending} onClick={restore}>
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="destructive">
              <Trash2 aria-hidden="true" />
              Permanent Delete
            </Button>
          }
          title="Permanent Delete"
          description={PERMANENT_DELETE_CONFIRM}
          confirmLabel="Permanent Delete"
          pending={remove.isPending}
          onConfirm={deleteForGood}
        />
      </div>
    </article>
  );
}

/** Deleted Quote Requests (spec 001 §2): the most recently deleted first, to restore or purge. */
export function DeletedRequestsPage() {
  const pages = useCursorPages();
  const list = useAdminRequests({ view: "deleted", cursor: pages.cursor, pageSize: 20 });

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: ADMIN_TOASTS.loadDeletedFailed });
  }, [list.isError]);

  return (
    <AdminShell title="Deleted Quote Requests" subtitle="Restore a request, or delete it for good">
      <section aria-labelledby="deleted-heading">
        <h2 id="deleted-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Deleted Requests ({list.data?.total ?? 0})
        </h2>
        <PagedList
          query={list}
          loading="Loading deleted quotes..."
          failed={ADMIN_TOASTS.loadDeletedFailed}
          empty="No deleted requests"
          pagesLabel="Deleted request pages"
          cursorPages={pages}
          itemKey={(request) => request.id}
        >
          {(request) => <DeletedRequest request={request} />}
        </PagedList>
      </section>
    </AdminShell>
  );
}
