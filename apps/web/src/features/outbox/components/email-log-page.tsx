import { useEffect, useState } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { OptionSelect } from "@/components/form/option-select";
import { PagedList } from "@/components/paged-list";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { type OutboxFilter, useOutbox } from "../api/outbox";
import { DeliverySummary } from "./delivery-summary";
import { EMAIL_LOG_MESSAGES } from "./email-log-messages";
import { OutboxEntryCard } from "./outbox-entry-card";

/** Sends finish by themselves: the log asks again this often while it is open. */
const REFRESH_MS = 3000;

const FILTERS: readonly { value: OutboxFilter | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "queued", label: "Queued" },
  { value: "sending", label: "Sending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

/**
 * The E-mail Log (spec README item 14): every e-mail in the outbox, newest first, with its
 * delivery state, so staff can see none is stuck and resend a failed one.
 */
export function EmailLogPage() {
  const [filter, setFilter] = useState<OutboxFilter | "all">("all");
  const pages = useCursorPages();
  const list = useOutbox({
    status: filter === "all" ? undefined : filter,
    cursor: pages.cursor,
    refetchInterval: REFRESH_MS,
  });

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: EMAIL_LOG_MESSAGES.loadFailed });
  }, [list.isError]);

  return (
    <AdminShell title="E-mail Log" subtitle="Every e-mail the platform sends, newest first">
      <DeliverySummary
        refetchInterval={REFRESH_MS}
        onShowFailed={() => {
          setFilter("failed");
          pages.reset();
        }}
      />
      <section aria-labelledby="email-log-heading" className="mt-6">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="email-log-heading" className="text-xl font-semibold text-slate-900">
            E-mails ({list.data?.total ?? 0})
          </h2>
          <div className="w-full sm:w-48">
            <OptionSelect
              id="email-status-filter"
              label="Status"
              placeholder="Status"
              options={FILTERS}
              value={filter}
              onChange={(value) => {
                setFilter(value as OutboxFilter | "all");
                pages.reset();
              }}
            />
          </div>
        </div>
        <PagedList
          query={list}
          loading="Loading e-mails..."
          failed={EMAIL_LOG_MESSAGES.loadFailed}
          empty={filter === "all" ? "No e-mails yet" : "No e-mails with this status"}
          pagesLabel="E-mail pages"
          cursorPages={pages}
          itemKey={(entry) => entry.id}
        >
          {(entry) => <OutboxEntryCard entry={entry} />}
        </PagedList>
      </section>
    </AdminShell>
  );
}
