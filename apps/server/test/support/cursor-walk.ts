import { expect } from "vitest";

export interface CursorPageBody<T = { id: string }> {
  items: T[];
  pageSize: number;
  total: number;
  nextCursor: string | null;
}

/**
 * Every page of a keyset list, by following each answer's `nextCursor` from the first page.
 * `path` is the list's URL with its query (which must not end in `&`); each page must answer 200.
 */
export async function walkCursorPages<T = { id: string }>(
  get: (url: string) => Promise<{ statusCode: number; json: () => unknown }>,
  path: string,
): Promise<CursorPageBody<T>[]> {
  const pages: CursorPageBody<T>[] = [];
  const join = path.includes("?") ? "&" : "?";
  let cursor: string | null = null;
  do {
    const res = await get(cursor ? `${path}${join}cursor=${cursor}` : path);
    expect(res.statusCode, res.statusCode === 200 ? "" : JSON.stringify(res.json())).toBe(200);
    const page = res.json() as CursorPageBody<T>;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

/** The ids of every page, in order. */
export const idsOf = (pages: CursorPageBody<{ id: string }>[]) =>
  pages.flatMap((page) => page.items.map((item) => item.id));
