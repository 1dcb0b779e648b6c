import type { ReactNode } from "react";
import { Pagination } from "@/components/pagination";
import { Button } from "@/components/ui/button";
import type { CursorPages } from "@/lib/cursor-pages";

/** A page of a list paged by number (`page`) or by keyset (`nextCursor`). */
type PageOf<T> =
  | { items: T[]; page: number; pageSize: number; total: number }
  | { items: T[]; pageSize: number; total: number; nextCursor: string | null };

/** What the list needs of a TanStack query for one page. */
interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data: PageOf<T> | undefined;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: PageQuery<T>;
  /** Text while the first page loads (announced), or a skeleton of one's own. */
  loading: ReactNode;
  /** 'Failed to load …': shown with Try Again. */
  failed: string;
  /** The empty state: a text in a dashed box, or a node of one's own. */
  empty: ReactNode;
  /** Names the page navigation for assistive technology. */
  pagesLabel: string;
  /** Moves a list paged by number; a keyset list gives `cursorPages` instead. */
  onPageChange?: (page: number) => void;
  cursorPages?: CursorPages;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
  /** The list's layout; a column with small gaps by default. */
  className?: string;
}

/**
 * One page of a server-paginated list with its four states (loading, failed with Try Again,
 * empty, items) and Previous / Next. The page on screen stays while the next one loads.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query } = props;
  if (query.isPending) {
    return typeof props.loading === "string" ? (
      <p role="status" className="py-10 text-center text-slate-600">
        {props.loading}
      </p>
    ) : (
      props.loading
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{props.failed}.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const { items, pageSize, total } = query.data;
  if (items.length === 0) {
    return typeof props.empty === "string" ? (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
        {props.empty}
      </p>
    ) : (
      props.empty
    );
  }
  return (
    <>
      <ul
        className={props.className ?? "flex flex-col gap-3"}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {items.map((item) => (
          <li key={props.itemKey(item)}>{props.children(item)}</li>
        ))}
      </ul>
      <Pagination label={props.pagesLabel} pageSize={pageSize} total={total} {...moves(props)} />
    </>
  );
}

/** The page on screen and the moves to its neighbours, for either kind of list. */
function moves<T>({ query, cursorPages, onPageChange }: PagedListProps<T>) {
  const data = query.data!;
  if ("nextCursor" in data) {
    const { nextCursor } = data;
    return {
      page: cursorPages?.page ?? 1,
      hasNext: nextCursor !== null,
      onPrevious: () => cursorPages?.previous(),
      onNext: () => nextCursor && cursorPages?.next(nextCursor),
    };
  }
  const { page, pageSize, total } = data;
  return {
    page,
    hasNext: page < Math.ceil(total / pageSize),
    onPrevious: () => onPageChange?.(page - 1),
    onNext: () => onPageChange?.(page + 1),
  };
}
