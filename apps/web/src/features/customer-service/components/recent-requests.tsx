import { LoadFailed } from "@/components/load-failed";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { RECENT_REQUESTS_LIMIT } from "@/lib/schemas";
import { useRecentRequests } from "../api/customer-service";
import { RecentRequestRow } from "./recent-request-row";
import { useLoadFailedToast } from "./use-load-failed-toast";

/** 'Recent Customer Requests': the latest 20, newest first, each with its quick transition. */
export function RecentRequests() {
  const recent = useRecentRequests();
  useLoadFailedToast(recent.isError, recent.error);

  return (
    <section aria-labelledby="recent-requests-heading" className="min-w-0">
      <h2 id="recent-requests-heading" className="text-xl font-semibold text-slate-900">
        Recent Customer Requests
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        The latest {RECENT_REQUESTS_LIMIT} quote requests, newest first.
      </p>
      {recent.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading customer requests...
        </p>
      ) : recent.isError ? (
        <LoadFailed
          title={ADMIN_TOASTS.loadCustomerServiceFailed}
          retrying={recent.isFetching}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
          No customer requests yet
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {recent.data.items.map((request) => (
            <li key={request.id}>
              <RecentRequestRow request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
