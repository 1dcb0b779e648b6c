import {
  detectPhotoType,
  ERROR_CODES,
  editBlockReason,
  hasControlCharacter,
  MAX_PHOTOS_PER_REQUEST,
  PHOTO_MESSAGES,
  photoUrl,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
} from "@automobi/domain";
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

/** What the upload's multipart stream held: the file's bytes and the name the browser gave. */
export interface ReceivedPhoto {
  bytes: Buffer;
  filename: string | null;
}

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

const withUrl = <P extends { id: string }>(photo: P) => ({ ...photo, url: photoUrl(photo.id) });

/**
 * The customer's request, when its photos may change: 404 when it is not theirs, 409 with the
 * spec's locked text unless it is pending and editable, and (for an upload) 409 when it has
 * the most photos a request may have.
 */
async function editableRequest(
  db: DbOrTx,
  userId: string,
  requestId: string,
  options: { lock: boolean; adding: boolean },
) {
  const request = await findOwnRequest(db, userId, requestId, { lock: options.lock });
  if (!request) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  const blocked = editBlockReason(request);
  if (blocked) throw conflict(blocked);
  if (options.adding && (await countPhotos(db, requestId)) >= MAX_PHOTOS_PER_REQUEST) {
    throw conflict(PHOTO_MESSAGES.tooMany);
  }
  return request;
}

/**
 * Stores a photo on the customer's pending, editable request. The request is checked before the
 * upload is read (a refused upload is not received in full), the type is read from the bytes
 * (415 unless JPEG, PNG or WebP; `receive` answers 413 past 5 MB), and the checks are made again
 * on the locked row before the insert, so of concurrent uploads no more than 5 are kept. Nothing
 * is stored on any refusal.
 */
export async function uploadPhoto(
  db: Database,
  userId: string,
  requestId: string,
  receive: () => Promise<ReceivedPhoto>,
) {
  await editableRequest(db, userId, requestId, { lock: false, adding: true });
  const { bytes, filename } = await receive();
  const contentType = detectPhotoType(bytes);
  if (!contentType) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.notAnImage, 415);
  }
  return db.transaction(async (tx) => {
    await editableRequest(tx, userId, requestId, { lock: true, adding: true });
    const photo = await insertPhoto(tx, {
      quoteRequestId: requestId,
      contentType,
      data: bytes,
      // Kept for staff, never shown as markup; a name no one could type is dropped.
      originalName: filename && !hasControlCharacter(filename) ? filename.slice(0, 255) : null,
    });
    return withUrl(photo);
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
    await editableRequest(tx, userId, requestId, { lock: true, adding: false });
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
