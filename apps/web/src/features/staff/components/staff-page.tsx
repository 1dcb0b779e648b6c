import { isRole } from "@automobi/domain";
import { UserMinus } from "lucide-react";
import { useEffect } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/auth/session";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import type { StaffMember } from "@/lib/schemas";
import { useDemoteStaff, useStaff } from "../api/staff";
import { PromoteForm } from "./promote-form";
import { ROLE_LABELS, ROLE_TONES, STAFF_TOASTS } from "./staff-messages";

function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const demote = useDemoteStaff();
  const headingId = `staff-${member.id}`;
  const role = isRole(member.role) ? member.role : "admin";

  const demoteNow = () =>
    demote.mutate(member.id, {
      onSuccess: () => toast.success(STAFF_TOASTS.demoted(member.email)),
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, STAFF_TOASTS.demoteFailed) }),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {member.name}
          {isSelf && <span className="font-normal text-slate-600"> (you)</span>}
        </h3>
        <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0 break-all">
          <dt className="inline font-medium text-slate-700">Email: </dt>
          <dd className="inline text-slate-900">{member.email}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Since: </dt>
          <dd className="inline text-slate-900">{formatLondonDate(member.createdAt)}</dd>
        </div>
      </dl>
      {!isSelf && (
        <div className="mt-3">
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={demote.isPending}>
                <UserMinus aria-hidden="true" />
                Demote
                <span className="sr-only"> {member.email}</span>
              </Button>
            }
            title="Demote to customer"
            description={`${member.name} (${member.email}) will lose access to the admin area and become a customer again.`}
            confirmLabel="Demote"
            pending={demote.isPending}
            onConfirm={demoteNow}
          />
        </div>
      )}
    </article>
  );
}

/** Staff accounts (super admin): who can use the admin area; promote and demote. */
export function StaffPage() {
  const staff = useStaff();
  const selfId = useSession().user?.id;

  useEffect(() => {
    if (staff.isError) toast.error("Error", { description: STAFF_TOASTS.loadFailed });
  }, [staff.isError]);

  return (
    <AdminShell title="Staff" subtitle="The accounts that can use the admin area">
      <section
        aria-labelledby="promote-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="promote-heading" className="text-lg font-semibold text-slate-900">
          Promote an account
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Make an existing account with a confirmed e-mail address an admin.
        </p>
        <PromoteForm />
      </section>
      <section aria-labelledby="staff-heading" className="mt-6">
        <h2 id="staff-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Staff accounts ({staff.data?.items.length ?? 0})
        </h2>
        {staff.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading staff accounts...
          </p>
        ) : staff.isError || !staff.data ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>{STAFF_TOASTS.loadFailed}.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => staff.refetch()}>
              Try Again
            </Button>
          </div>
        ) : staff.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
            No staff accounts
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {staff.data.items.map((member) => (
              <li key={member.id}>
                <StaffRow member={member} isSelf={member.id === selfId} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminShell>
  );
}
