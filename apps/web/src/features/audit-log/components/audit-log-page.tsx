import { useEffect } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { DateTime } from "@/components/admin/date-time";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import type { AuditEntry } from "@/lib/schemas";
import { useAuditLog } from "../api/audit-log";
import { AuditDetails } from "./audit-details";
import { actionText, targetTypeText } from "./audit-text";

const LOAD_FAILED = "Failed to load the audit log";

/** The target by name, a link to the page that shows it where there is one. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { target } = entry;
  if (!target) return <>{targetTypeText(entry.targetType)}</>;
  if (!target.link) return <>{target.name}</>;
  return (
    <Link to={target.link} className="font-medium text-brand-700 underline underline-offset-2">
      {target.name}
    </Link>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const headingId = `audit-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {actionText(entry.action)}
        </h3>
        <Badge>{targetTypeText(entry.targetType)}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-700">When: </dt>
          <dd className="inline text-slate-900">
            <DateTime instant={entry.createdAt} />
          </dd>
        </div>
        <div className="min-w-0 break-all">
          <dt className="inline font-medium text-slate-700">Who: </dt>
          <dd className="inline text-slate-900">{entry.actorEmail ?? "System"}</dd>
        </div>
        <div className="min-w-0 break-all sm:col-span-2">
          <dt className="inline font-medium text-slate-700">Target: </dt>
          <dd className="inline text-slate-900">
            <AuditTarget entry={entry} />
          </dd>
        </div>
      </dl>
      {entry.details && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2">
          <p className="mb-1 text-sm font-medium text-slate-700">Details</p>
          <AuditDetails
            details={entry.details}
            changeTerm={entry.targetType === "user" ? "Role" : "Status"}
          />
        </div>
      )}
    </article>
  );
}

/** The audit log (super admin): who did what, and when, newest first. */
export function AuditLogPage() {
  const pages = useCursorPages();
  const list = useAuditLog({ cursor: pages.cursor });

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: LOAD_FAILED });
  }, [list.isError]);

  return (
    <AdminShell title="Audit Log" subtitle="Who changed what, and when, newest first">
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Entries ({list.data?.total ?? 0})
        </h2>
        <PagedList
          query={list}
          loading="Loading the audit log..."
          failed={LOAD_FAILED}
          empty="No audit entries yet"
          pagesLabel="Audit log pages"
          cursorPages={pages}
          itemKey={(entry) => entry.id}
        >
          {(entry) => <AuditRow entry={entry} />}
        </PagedList>
      </section>
    </AdminShell>
  );
}
