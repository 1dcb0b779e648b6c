import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminShell } from "@/components/admin/admin-shell";
import { PagedList } from "@/components/paged-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useAdminRequests } from "@/lib/admin/requests";
import { useCursorPages } from "@/lib/cursor-pages";
import type { AdminQuoteRequest } from "@/lib/schemas";
import { type ProcessingChoices, ProcessingFilters } from "./processing-filters";
import { ProcessingRequest, type QuoteListComponent } from "./processing-request";

const PAGE_SIZE = 20;

interface QuoteProcessingPageProps {
  /**
   * The Create New Quote form and each request's list of quotes: the admin-quotes feature's,
   * handed in by the route (features do not import each other).
   */
  QuoteForm: ComponentType<{ request: AdminQuoteRequest; onDone: () => void }>;
  QuoteList: QuoteListComponent;
}

/**
 * The Quote Processing Center (spec 001 §2): the requests that are not deleted, and the Create
 * New Quote panel for the one chosen. New work first: newest first and completed requests
 * hidden unless asked for (the spec's oldest-first order is a choice), searchable.
 */
export function QuoteProcessingPage({ QuoteForm, QuoteList }: QuoteProcessingPageProps) {
  const pages = useCursorPages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [params] = useSearchParams();
  // A link may open the list searched (the audit log names a request by its id).
  const [choices, setChoices] = useState<ProcessingChoices>(() => ({
    search: params.get("search") ?? "",
    order: params.get("order") === "oldest" ? "oldest" : "newest",
    completed: params.get("completed") === "true",
  }));
  const list = useAdminRequests({
    view: "processing",
    cursor: pages.cursor,
    pageSize: PAGE_SIZE,
    ...choices,
  });
  const { reset } = pages;
  const choose = useCallback(
    (next: ProcessingChoices) => {
      setChoices(next);
      reset();
    },
    [reset],
  );
  const panel = useRef<HTMLDivElement>(null);
  const selected = list.data?.items.find((request) => request.id === selectedId) ?? null;

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: ADMIN_TOASTS.loadRequestsFailed });
  }, [list.isError]);

  const pick = (id: string) => {
    setSelectedId(id);
    // On a phone the panel is below the list: take the admin to it.
    requestAnimationFrame(() => {
      panel.current?.scrollIntoView({ block: "start" });
      panel.current?.querySelector<HTMLInputElement>("input")?.focus();
    });
  };

  return (
    <AdminShell
      title="Quote Processing Center"
      subtitle="Enter garages' quotes for customer requests"
    >
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="processing-heading">
          <h2 id="processing-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Active Requests ({list.data?.total ?? 0})
          </h2>
          <ProcessingFilters choices={choices} onChange={choose} />
          <PagedList
            query={list}
            loading="Loading quote requests..."
            failed={ADMIN_TOASTS.loadRequestsFailed}
            empty={
              choices.search.trim()
                ? "No requests match your search"
                : "All caught up! No active requests."
            }
            pagesLabel="Request pages"
            cursorPages={pages}
            itemKey={(request) => request.id}
          >
            {(request) => (
              <ProcessingRequest
                request={request}
                selected={request.id === selectedId}
                onAddQuote={() => pick(request.id)}
                QuoteList={QuoteList}
              />
            )}
          </PagedList>
        </section>
        <div ref={panel} className="scroll-mt-20 lg:sticky lg:top-20">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Create New Quote</CardTitle>
            </CardHeader>
            <CardContent>
              {selected ? (
                <QuoteForm
                  key={selected.id}
                  request={selected}
                  onDone={() => setSelectedId(null)}
                />
              ) : (
                <p className="text-slate-600">
                  Select a customer request to begin creating a quote.
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </AdminShell>
  );
}
