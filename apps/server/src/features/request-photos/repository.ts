import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import { quoteRequests, requestPhotos } from "../../db/schema/index.ts";

/** A photo as it is listed: never its bytes. */
const photoColumns = {
  id: requestPhotos.id,
  contentType: requestPhotos.contentType,
  sizeBytes: requestPhotos.sizeBytes,
  createdAt: requestPhotos.createdAt,
};

/**
 * The customer's request with what decides whether its photos may change; undefined when it is
 * not theirs. `lock` holds its row until the transaction ends, so uploads to one request (and
 * admin transitions, which lock it too) run one after the other.
 */
export async function findOwnRequest(
  db: DbOrTx,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      isEditable: quoteRequests.isEditable,
      feePaid: quoteRequests.feePaid,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId)));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function countPhotos(db: DbOrTx, quoteRequestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, quoteRequestId));
  return row?.n ?? 0;
}

export async function insertPhoto(
  tx: DbOrTx,
  values: {
    quoteRequestId: string;
    contentType: (typeof requestPhotos.$inferInsert)["contentType"];
    data: Buffer;
    originalName: string | null;
  },
) {
  return onlyRow(
    await tx
      .insert(requestPhotos)
      // The time of the insert, not of the transaction, and after the request's newest photo even
      // where the clock has not moved on (PGlite's may not within a millisecond): the photos of
      // one upload keep the order they were sent in. The request is locked while photos are added.
      .values({
        ...values,
        sizeBytes: values.data.length,
        createdAt: sql`greatest(clock_timestamp(), (
        select max(${requestPhotos.createdAt}) + interval '1 microsecond' from ${requestPhotos}
        where ${requestPhotos.quoteRequestId} = ${values.quoteRequestId}
      ))`,
      })
      .returning(photoColumns),
    "the new photo",
  );
}

/** The request's photos, oldest first (request_photos_quote_request_id_created_at_idx). */
export async function listPhotos(db: DbOrTx, quoteRequestId: string) {
  return db
    .select(photoColumns)
    .from(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, quoteRequestId))
    .orderBy(asc(requestPhotos.createdAt), asc(requestPhotos.id));
}

/** Removes a photo of the request; undefined when the request has no such photo. */
export async function deletePhoto(tx: DbOrTx, quoteRequestId: string, photoId: string) {
  const [row] = await tx
    .delete(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.quoteRequestId, quoteRequestId)))
    .returning({ id: requestPhotos.id });
  return row;
}

/**
 * A photo's bytes and type: for `ownerId`, only when the photo's request is theirs; with null
 * (staff), any photo. Undefined otherwise.
 */
export async function readPhotoBytes(db: DbOrTx, photoId: string, ownerId: string | null) {
  const [row] = await db
    .select({ contentType: requestPhotos.contentType, data: requestPhotos.data })
    .from(requestPhotos)
    .innerJoin(quoteRequests, eq(quoteRequests.id, requestPhotos.quoteRequestId))
    .where(
      and(
        eq(requestPhotos.id, photoId),
        ownerId === null ? undefined : eq(quoteRequests.userId, ownerId),
      ),
    );
  return row;
}
