import { z } from "zod";
import {
  CURSOR_MESSAGE,
  type CursorKind,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  MAX_PAGE_SIZE,
} from "../pagination.ts";

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

const cursorField = (kind: CursorKind) =>
  z
    .string({ error: CURSOR_MESSAGE })
    .transform((value, ctx) => {
      const position = decodeCursor(value, kind);
      if (!position) {
        ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return z.NEVER;
      }
      return position;
    })
    .optional();

/**
 * `?cursor=…&pageSize=20` on the lists that can grow (keyset pagination): no cursor is the first
 * page; each answer's `nextCursor` asks for the page after it, so a deep page costs what the
 * first one does.
 */
export const cursorPaginationQuerySchema = z.object({
  cursor: cursorField("time"),
  pageSize: paginationQuerySchema.shape.pageSize,
});

export type CursorPaginationQuery = z.output<typeof cursorPaginationQuerySchema>;

/** The same for a list ordered by a text (a name) and the id: its cursors carry the text. */
export const textCursorPaginationQuerySchema = z.object({
  cursor: cursorField("text"),
  pageSize: paginationQuerySchema.shape.pageSize,
});

/** The same for a list of booked slots (date and hour) and the id. */
export const slotCursorPaginationQuerySchema = z.object({
  cursor: cursorField("slot"),
  pageSize: paginationQuerySchema.shape.pageSize,
});

/** The same for a list of booked slots in parts: its cursors name the part too. */
export const partSlotCursorPaginationQuerySchema = z.object({
  cursor: cursorField("part-slot"),
  pageSize: paginationQuerySchema.shape.pageSize,
});

/** The same for a list nearest first: its cursors carry the distance in miles. */
export const milesCursorPaginationQuerySchema = z.object({
  cursor: cursorField("miles"),
  pageSize: paginationQuerySchema.shape.pageSize,
});
