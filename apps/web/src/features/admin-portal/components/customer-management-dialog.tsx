import {
  ACCOUNT_ERASURE_MESSAGES,
  describeServices,
  displayRegistration,
  displayVehicle,
  isErasedEmail,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import { Trash2, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useAdminRequests } from "@/lib/admin/requests";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import type { AdminQuoteRequest } from "@/lib/schemas";
import { useEraseCustomer, usePurgeRequest } from "../api/portal";

export const CUSTOMER_DELETE_CONFIRM =
  "Delete this customer request for good? It and its quotes are removed and cannot be restored; payments already taken stay on record.";

export const CUSTOMER_ERASE_CONFIRM =
  "Erase this customer's account? Their name, e-mail address, phone, address, vehicles, messages and photos are erased and they are signed out everywhere; their requests and payments stay on record without them. This cannot be undone.";

/** The customer's right to erasure, exercised for them (audited); not for an erased account. */
function EraseCustomer({ request }: { request: AdminQuoteRequest }) {
  const erase = useEraseCustomer();
  if (isErasedEmail(request.customerEmail)) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={erase.isPending}>
          <UserX aria-hidden="true" />
          Erase customer
        </Button>
      }
      title={`Erase ${request.customerEmail}`}
      description={CUSTOMER_ERASE_CONFIRM}
      confirmLabel="Erase customer"
      pending={erase.isPending}
      onConfirm={() =>
        erase.mutate(request.customerId, {
          onSuccess: () => toast.success(ACCOUNT_ERASURE_MESSAGES.erasedByStaff),
          onError: (error) =>
            toast.error("Error", { description: messageOf(error, "Failed to erase the customer") }),
        })
      }
    />
  );
}

function ManagedRequest({ request }: { request: AdminQuoteRequest }) {
  const purge = usePurgeRequest();
  const remove = () =>
    purge.mutate(request.id, {
      onSuccess: () => toast.success(ADMIN_TOASTS.customerRequestDeleted),
      onError: (error) =>
        toast.error("Error", {
          description: messageOf(error, ADMIN_TOASTS.deleteCustomerRequestFailed),
        }),
    });
  return (
    // Two columns whatever the text's length: every Delete sits in the same right-hand column.
    <article className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold break-all text-slate-900">{request.customerEmail}</h3>
        <p className="text-slate-800">
          {displayVehicle(request)} · {displayRegistration(request.vehicleRegistration)}
        </p>
        <p className="text-slate-600">
          {describeServices(request.services)} · {formatLondonDate(request.createdAt)}
        </p>
        <Badge className="mt-1" tone={requestStatusTone(request.status)}>
          {requestStatusLabel(request.status, "admin")}
        </Badge>
      </div>
      <div className="flex flex-col items-end gap-2">
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="destructive" disabled={purge.isPending}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete customer request"
          description={CUSTOMER_DELETE_CONFIRM}
          confirmLabel="Delete"
          pending={purge.isPending}
          onConfirm={remove}
        />
        <EraseCustomer request={request} />
      </div>
    </article>
  );
}

function ManagedRequests() {
  const pages = useCursorPages();
  const list = useAdminRequests({ view: "all", cursor: pages.cursor, pageSize: 10 });
  return (
    <PagedList
      query={list}
      loading="Loading customer requests..."
      failed={ADMIN_TOASTS.loadRequestsFailed}
      empty="No customer requests"
      pagesLabel="Customer request pages"
      cursorPages={pages}
      itemKey={(request) => request.id}
    >
      {(request) => <ManagedRequest request={request} />}
    </PagedList>
  );
}

/**
 * Customer Management (spec 001 §2): every request that is not deleted, newest first, each with
 * Delete. The spec removes the row outright; here it is the audited permanent delete. Beside
 * it, Erase customer erases the customer's account and personal data (issue 32), audited.
 */
export function CustomerManagementDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel="Close customer management">
        <DialogHeader>
          <DialogTitle>Customer Management</DialogTitle>
          <DialogDescription>All customer requests, newest first.</DialogDescription>
        </DialogHeader>
        {open && <ManagedRequests />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
