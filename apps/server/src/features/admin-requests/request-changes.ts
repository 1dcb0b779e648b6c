import type { RequestStatus } from "@automobi/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { quoteRequests } from "../../db/schema/index.ts";

/**
 * The admin's changes to one request, each inside the caller's transaction: lock it, move it
 * between statuses, remove it for good.
 */

/**
 * The request's status (and, while deleted, the one it had), its row locked until the
 * transaction ends; undefined when unknown.
 */
export async function lockRequest(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      statusBeforeDelete: quoteRequests.statusBeforeDelete,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id))
    .for("update");
  return row;
}

const movedColumns = {
  id: quoteRequests.id,
  status: quoteRequests.status,
  completedAt: quoteRequests.completedAt,
  deletedAt: quoteRequests.deletedAt,
  updatedAt: quoteRequests.updatedAt,
};

/** Moves the request to `to` only while it is still in `from`; undefined otherwise. */
export async function moveRequest(
  tx: DbOrTx,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
  stamps: { completedAt?: Date | null; deletedAt?: Date | null },
) {
  const [row] = await tx
    .update(quoteRequests)
    .set({ status: to, ...stamps, updatedAt: new Date() })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, from)))
    .returning(movedColumns);
  return row;
}
