import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CursorPager } from "@/components/cursor-pager";
import { LoadFailed } from "@/components/load-failed";
import type { CursorPages } from "@/lib/cursor-pages";

/**
 * One of the portal's lists, a keyset page at a time: its heading and what it holds, then its
 * failure (with a retry), its loading line, `notice` where the page says why it cannot hold
 * anything, its empty line or its items, and the pager.
 */
export function PortalList<
  Page extends { items: { id: string }[]; nextCursor: string | null },
>(props: {
  id: string;
  title: string;
  intro?: (page: Page | undefined) => ReactNode;
  query: UseQueryResult<Page>;
  pages: CursorPages;
  failedTitle: string;
  loadingText: string;
  emptyText: string;
  notice?: (page: Page) => ReactNode;
  pagerLabel: string;
  item: (item: Page["items"][number]) => ReactNode;
}) {
  const { query } = props;
  const page = query.data;
  const headingId = `${props.id}-heading`;
  const notice = page && props.notice?.(page);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.intro?.(page)}
      <div className="mt-4 flex flex-col gap-3">
        {query.isError ? (
          <LoadFailed
            title={props.failedTitle}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !page ? (
          <p role="status" className="text-sm text-slate-600">
            {props.loadingText}
          </p>
        ) : notice ? (
          <p className="text-sm text-slate-700">{notice}</p>
        ) : page.items.length === 0 ? (
          <p className="text-sm text-slate-700">{props.emptyText}</p>
        ) : (
          page.items.map((item) => props.item(item))
        )}
      </div>
      <CursorPager label={props.pagerLabel} pages={props.pages} nextCursor={page?.nextCursor} />
    </section>
  );
}
