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
