import { useMemo, useState } from "react";

/**
 * Where the reader is in a keyset-paged list: the cursors of the pages they came through, so
 * Previous goes back without the server having to page backwards. Page 1 has no cursor.
 */
export interface CursorPages {
  cursor: string | undefined;
  page: number;
  next: (cursor: string) => void;
  previous: () => void;
  /** Back to page 1, e.g. when the list's filter changes. */
  reset: () => void;
}

export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // The same functions on every render, so an effect may name them in its dependencies.
  const moves = useMemo(
    () => ({
      next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
      previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
      reset: () => setCursors((seen) => (seen.length > 1 ? [undefined] : seen)),
    }),
    [],
  );
  return { cursor: cursors.at(-1), page: cursors.length, ...moves };
}
