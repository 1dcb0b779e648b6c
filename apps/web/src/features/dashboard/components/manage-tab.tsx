import {
  canCustomerDelete,
  describeServices,
  displayRegistration,
  displayVehicle,
  editBlockReason,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import type { CustomerQuoteRequest } from "@/lib/schemas";
import { useDeleteRequest } from "../api/manage";
import { EditRequestDialog } from "./edit-request-dialog";
import { RequestListSection } from "./request-list-section";

function ManageCard({ request }: { request: CustomerQuoteRequest }) {
  const remove = useDeleteRequest();
  const vehicle = displayVehicle(request);
  const blocked = editBlockReason(request);
  const headingId = `manage-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {vehicle}
        </h3>
        <Badge tone={requestStatusTone(request.status)}>{requestStatusLabel(request.status)}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {displayRegistration(request.vehicleRegistration)} · {describeServices(request.services)}
      </p>
      <p className="mt-2 text-sm break-words text-slate-800">{request.description}</p>
      {blocked && <p className="mt-2 text-sm font-medium text-amber-900">{blocked}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <EditRequestDialog request={request} />
        {canCustomerDelete(request) && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline">
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this quote request?"
            description={`The request for your ${vehicle} moves to the Deleted tab and garages stop quoting for it.`}
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(request.id, {
                onSuccess: () =>
                  toast.success("Quote Moved to Deleted", {
                    description: "You can find it in the Deleted tab.",
                  }),
                onError: (error) =>
                  toast.error("Error", {
                    description: messageOf(error, "Failed to delete quote request"),
                  }),
              })
            }
          />
        )}
      </div>
    </article>
  );
}

/** The Manage tab: each request with Edit (while pending and editable) and Delete. */
export function ManageTab() {
  return (
    <RequestListSection
      title="Manage Quote Requests"
      view="active"
      loading="Loading your quote requests..."
      empty="No quotes to manage"
      pagesLabel="Manage pages"
    >
      {(request) => <ManageCard request={request} />}
    </RequestListSection>
  );
}
