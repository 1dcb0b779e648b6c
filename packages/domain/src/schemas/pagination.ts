import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=2&pageSize=20` on every list endpoint; out-of-range values get a clear 400. */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Page size must be a whole number" })
    .int("Page size must be a whole number")
    .min(1, "Page size must be 1 or more")
    .max(MAX_PAGE_SIZE, `Page size must be ${MAX_PAGE_SIZE} or fewer`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.output<typeof paginationQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Where a keyset page starts: just after the row with this sort key and id. The sort key is a
 * point in time in UTC with microseconds (PostgreSQL's precision, which a JS Date would lose).
 */
export interface ListPosition {
  at: string;
  id: string;
}

export const CURSOR_MESSAGE = "This list position is not valid: reload the list";

const POSITION_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A row id: a UUID, or an account id as better-auth makes them. */
const POSITION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque `cursor` a list answers as `nextCursor`: base64url of `at|id`. */
export function encodeCursor(position: ListPosition): string {
  return btoa(`${position.at}|${position.id}`)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The position a cursor names, or null when it is not one this API wrote. */
export function decodeCursor(cursor: string): ListPosition | null {
  if (cursor.length > 120 || !BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const [at, id, ...rest] = text.split("|");
  if (rest.length > 0 || !at || !id || !POSITION_AT.test(at) || !POSITION_ID.test(id)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}

/**
 * `?cursor=…&pageSize=20` on the lists that can grow (keyset pagination): no cursor is the first
 * page; each answer's `nextCursor` asks for the page after it, so a deep page costs what the
 * first one does.
 */
export const cursorPaginationQuerySchema = z.object({
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .transform((value, ctx) => {
      const position = decodeCursor(value);
      if (!position) {
        ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
  pageSize: paginationQuerySchema.shape.pageSize,
});
export type CursorPaginationQuery = z.output<typeof cursorPaginationQuerySchema>;

export interface CursorPage<T> {
  items: T[];
  pageSize: number;
  total: number;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}
