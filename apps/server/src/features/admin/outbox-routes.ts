import { ERROR_CODES, OUTBOX_STATUSES, paginationQuerySchema } from "@automobi/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction } from "./audit.ts";
import { type StaffGuard, staffFirst } from "./guard.ts";

const listQuery = paginationQuerySchema.extend({ status: z.enum(OUTBOX_STATUSES).optional() });
const idParams = z.object({ id: z.uuid("Unknown e-mail") });

/** Staff view of the e-mail outbox: what was sent, what failed and why, and a resend. */
export async function outboxAdminRoutes(
  app: FastifyInstance,
  opts: { db: Database; guard: StaffGuard },
) {
  const { db, guard } = opts;
  const preValidation = staffFirst(guard, "staff");

  app.get(
    "/api/admin/outbox",
    { preValidation, schema: { querystring: listQuery } },
    async (request) => {
      await guard(request, "staff");
      const { page, pageSize, status } = request.query as z.output<typeof listQuery>;
      const where = status ? eq(emailOutbox.status, status) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: emailOutbox.id,
            to: emailOutbox.toAddress,
            template: emailOutbox.template,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(emailOutbox).where(where),
      ]);
      return { items, page, pageSize, total: total?.total ?? 0 };
    },
  );

  app.post(
    "/api/admin/outbox/:id/resend",
    { preValidation, schema: { params: idParams } },
    async (request) => {
      const staff = await guard(request, "staff");
      const { id } = request.params as z.output<typeof idParams>;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({
            status: "pending",
            attempts: 0,
            nextAttemptAt: new Date(),
            lastError: null,
            updatedAt: new Date(),
          })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
          .returning({ id: emailOutbox.id, status: emailOutbox.status });
        if (!row) {
          const [exists] = await tx
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(eq(emailOutbox.id, id));
          if (!exists) throw notFound("E-mail not found");
          throw new AppError(ERROR_CODES.CONFLICT, "Only a failed e-mail can be resent.", 409);
        }
        await recordStaffAction(tx, staff, request, "email.resend", "email_outbox", id);
        return row;
      });
    },
  );
}
