import { z } from "zod";
import { OUTBOX_STATUSES } from "../outbox.ts";
import { paginationQuerySchema } from "../schemas/pagination.ts";
import { pageOf, timestamp } from "./common.ts";

export const outboxListQuery = paginationQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
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
});
export const outboxListResponse = pageOf(outboxEntry);

export const outboxIdParams = z.object({ id: z.uuid("Unknown e-mail") });
export const outboxResendResponse = z.object({ id: z.uuid(), status: z.enum(OUTBOX_STATUSES) });
