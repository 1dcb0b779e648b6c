import { z } from "zod";
import { OUTBOX_STATUSES, type OutboxStatus } from "../outbox.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * `GET /api/admin/outbox?status=&cursor=&pageSize=`: the E-mail log, newest first, a keyset
 * page at a time. `queued` is accepted for `pending` (an e-mail waiting for the worker; the
 * web shows it as Queued).
 */
export const outboxListQuery = cursorPaginationQuerySchema.extend({
  status: z
    .enum([...OUTBOX_STATUSES, "queued"], {
      error: "Status must be queued, sending, sent or failed",
    })
    .transform((status): OutboxStatus => (status === "queued" ? "pending" : status))
    .optional(),
});

export const outboxEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  /** When the worker tries it next (a queued or retrying e-mail). */
  nextAttemptAt: timestamp,
});
export const outboxListResponse = cursorPageOf(outboxEntry);

export const outboxIdParams = z.object({ id: z.uuid("Unknown e-mail") });
export const outboxResendResponse = z.object({ id: z.uuid(), status: z.enum(OUTBOX_STATUSES) });
