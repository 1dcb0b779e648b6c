import {
  describeServices,
  displayRegistration,
  displayVehicle,
  formatGBP,
  requestStatusLabel,
  requestStatusTone,
} from "@automobi/domain";
import { DateTime } from "@/components/admin/date-time";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatLondonDate } from "@/lib/format";
import type { PortalList, PortalListKind } from "@/lib/schemas";
import { usePortalList } from "../api/portal";
import { PORTAL_LIST_ID } from "./portal-stat-cards";

type CustomerItem = Extract<PortalList, { kind: "customers" }>["items"][number];
type RequestItem = Exclude<PortalList, { kind: "customers" }>["items"][number];

const TITLES: Record<PortalListKind, { title: string; note?: string; empty: string }> = {
  customers: { title: "All Customers", empty: "No customers yet" },
  active: {
    title: "Active Requests",
    note: "Including those with rejections",
    empty: "No active requests",
  },
  completed: { title: "Completed Requests", empty: "No completed requests" },
  rejected: { title: "Rejected Quotes", empty: "No rejected quotes" },
};

const PAGE_SIZE = 10;

function CustomerEntry({ customer }: { customer: CustomerItem }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-all text-slate-900">{customer.email}</h3>
      <p className="text-sm text-slate-700">{customer.name || "No name given"}</p>
      <p className="mt-1 text-sm text-slate-600">
        Joined {formatLondonDate(customer.createdAt)} · {customer.requestCount}{" "}
        {customer.requestCount === 1 ? "request" : "requests"}
      </p>
    </article>
  );
}

function RequestEntry({ request }: { request: RequestItem }) {
  const feedback = request.firstRejectionFeedback;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-all text-slate-900">{request.customerEmail}</h3>
        <Badge tone={requestStatusTone(request.displayStatus)}>
          {requestStatusLabel(request.displayStatus, "admin")}
        </Badge>
      </div>
      <p className="mt-1 text-sm font-medium text-slate-900">
        {displayVehicle(request)} · {displayRegistration(request.vehicleRegistration)}
      </p>
      <p className="text-sm text-slate-700">{describeServices(request.services)}</p>
      <p className="mt-2 text-sm break-words text-slate-800">{request.description}</p>
      {feedback && (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-amber-950">Rejection feedback: {feedback.subject}</p>
          <p className="break-words text-amber-950">{feedback.message}</p>
        </div>
      )}
      {request.rejectedQuotes.length > 0 && (
        <ul aria-label="Rejected quotes" className="mt-2 flex flex-col gap-1 text-sm">
          {request.rejectedQuotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{formatGBP(quote.pricePence)}</span>
              <span className="text-slate-700">{quote.garageName}</span>
              <Badge tone="danger">Rejected</Badge>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Created <DateTime instant={request.createdAt} />
        {request.completedAt && (
          <>
            {" · Completed "}
            <DateTime instant={request.completedAt} />
          </>
        )}
      </p>
    </article>
  );
}

/** The detail list a card toggles (spec 001 §2), paginated. Remount it per kind. */
export function PortalDetailList({ kind }: { kind: PortalListKind }) {
  const pages = useCursorPages();
  const list = usePortalList(kind, pages.cursor, PAGE_SIZE);
  const { title, note, empty } = TITLES[kind];
  const headingId = `${PORTAL_LIST_ID}-heading`;
  const common = {
    loading: `Loading ${title.toLowerCase()}...`,
    failed: `Failed to load ${title.toLowerCase()}`,
    empty,
    pagesLabel: `${title} pages`,
    cursorPages: pages,
  };
  return (
    <section id={PORTAL_LIST_ID} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title} ({list.data?.total ?? 0})
      </h2>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <div className="mt-3">
        {kind === "customers" ? (
          <PagedList
            {...common}
            query={{ ...list, data: list.data?.kind === "customers" ? list.data : undefined }}
            itemKey={(customer) => customer.id}
          >
            {(customer) => <CustomerEntry customer={customer} />}
          </PagedList>
        ) : (
          <PagedList
            {...common}
            query={{ ...list, data: list.data?.kind === "customers" ? undefined : list.data }}
            itemKey={(request) => request.id}
          >
            {(request) => <RequestEntry request={request} />}
          </PagedList>
        )}
      </div>
    </section>
  );
}
