import { ERROR_CODES } from "@automobi/domain";
import type { FastifyRequest } from "fastify";
import type { CurrentSession } from "../../access/guards.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction } from "../../records/audit.ts";
import { outboxRowExists, requeueFailed } from "./repository.ts";

/** Staff resend a failed e-mail: it goes back in the queue, and the audit log says who did it. */
export async function resendFailedEmail(
  db: Database,
  staff: CurrentSession,
  request: FastifyRequest,
  id: string,
) {
  return db.transaction(async (tx) => {
    const row = await requeueFailed(tx, id);
    if (!row) {
      if (!(await outboxRowExists(tx, id))) throw notFound("E-mail not found");
      throw new AppError(ERROR_CODES.CONFLICT, "Only a failed e-mail can be resent.", 409);
    }
    await recordStaffAction(tx, staff, request, "email.resend", "email_outbox", id);
    return row;
  });
}
