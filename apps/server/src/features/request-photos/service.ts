import {
  detectPhotoType,
  ERROR_CODES,
  editBlockReason,
  hasControlCharacter,
  MAX_PHOTOS_PER_REQUEST,
  PHOTO_MESSAGES,
  photoRoomMessage,
  photoUrl,
} from "@automobi/domain";
import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import type { Database, DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  countPhotos,
  deletePhoto,
  findOwnRequest,
  insertPhoto,
  listPhotos,
  readPhotoBytes,
} from "./repository.ts";

/** A file the upload's multipart stream held: its bytes and the name the browser gave. */
export interface ReceivedPhoto {
  bytes: Buffer;
  filename: string | null;
}

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

const withUrl = <P extends { id: string }>(photo: P) => ({ ...photo, url: photoUrl(photo.id) });

/**
 * The customer's request, when its photos may change: 404 when it is not theirs, 409 with the
 * spec's locked text unless it is pending and editable, and (for an upload of `adding` photos)
 * 409 when it has no room for them among the 5 a request may have.
 */
async function editableRequest(
  db: DbOrTx,
  userId: string,
  requestId: string,
  options: { lock: boolean; adding: number },
) {
  const request = await findOwnRequest(db, userId, requestId, { lock: options.lock });
  if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  const blocked = editBlockReason(request);
  if (blocked) throw conflict(blocked);
  if (options.adding > 0) {
    const room = MAX_PHOTOS_PER_REQUEST - (await countPhotos(db, requestId));
    if (room <= 0) throw conflict(PHOTO_MESSAGES.tooMany);
    if (options.adding > room) throw conflict(photoRoomMessage(room));
  }
  return request;
}

/**
 * Stores the upload's photos on the customer's pending, editable request, all or none. The
 * request is checked before the upload is read (a refused upload is not received in full),
 * every file is received whole (`receive` answers 413 past 5 MB or 5 files, 400 for a malformed
 * body) and typed from its bytes (415 unless JPEG, PNG or WebP) before any is stored, and the
 * checks are made again on the locked row before the inserts, in one transaction, so of
 * concurrent uploads no more than 5 photos are kept.
 */
export async function uploadPhotos(
  db: Database,
  userId: string,
  requestId: string,
  receive: () => Promise<ReceivedPhoto[]>,
) {
  await editableRequest(db, userId, requestId, { lock: false, adding: 1 });
  const received = await receive();
  const typed = received.map(({ bytes, filename }) => {
    const contentType = detectPhotoType(bytes);
    if (!contentType) {
      throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.notAnImage, 415);
    }
    // Kept for staff, never shown as markup; a name no one could type is dropped.
    const originalName = filename && !hasControlCharacter(filename) ? filename : null;
    return { contentType, data: bytes, originalName };
  });
  return db.transaction(async (tx) => {
    await editableRequest(tx, userId, requestId, { lock: true, adding: typed.length });
    const items = [];
    for (const photo of typed) {
      items.push(withUrl(await insertPhoto(tx, { quoteRequestId: requestId, ...photo })));
    }
    return { items };
  });
}

/** The photos of the customer's own request (any status), oldest first. */
export async function photosOfRequest(db: Database, userId: string, requestId: string) {
  const request = await findOwnRequest(db, userId, requestId);
  if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  return { items: (await listPhotos(db, requestId)).map(withUrl) };
}

/** Removes a photo while its request is pending and editable. */
export async function removePhoto(
  db: Database,
  userId: string,
  requestId: string,
  photoId: string,
) {
  return db.transaction(async (tx) => {
    await editableRequest(tx, userId, requestId, { lock: true, adding: 0 });
    const removed = await deletePhoto(tx, requestId, photoId);
    if (!removed) throw notFound(PHOTO_MESSAGES.notFound);
    return removed;
  });
}

/** A photo's bytes for its request's customer, or for staff; 404 for anyone else. */
export async function photoBytes(
  db: Database,
  viewer: { userId: string; staff: boolean },
  photoId: string,
) {
  const photo = await readPhotoBytes(db, photoId, viewer.staff ? null : viewer.userId);
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  return photo;
}
