import { z } from "zod";
import { PHOTO_CONTENT_TYPES, PHOTO_MESSAGES } from "../photos.ts";
import { timestamp } from "./common.ts";
import { quoteRequestParams } from "./quote-requests.ts";

/**
 * Photos of a quote request (spec 001 §3 photo upload; spec README item 16). The bytes are never
 * in JSON: a photo is listed with its `url`, which streams them.
 *
 * - `POST /api/quote-requests/:id/photos`: multipart/form-data with one file field `photo`; a
 *   JPEG, PNG or WebP (read from the bytes) of at most 5 MB, 5 per request, while the request
 *   is pending and editable. 201 with the photo; 413 too large, 415 not such an image, 409 when
 *   the request has 5 already or cannot be edited; nothing is stored on a refusal.
 * - `GET /api/quote-requests/:id/photos`: the request's photos, oldest first.
 * - `DELETE /api/quote-requests/:id/photos/:photoId`: while the request is editable.
 * - `GET /api/photos/:photoId`: the bytes, for the request's customer and for staff.
 * Another customer's request or photo is 404.
 */

export const requestPhoto = z.object({
  id: z.uuid(),
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  createdAt: timestamp,
  url: z.string().meta({ description: "Where the bytes are served: /api/photos/{id}" }),
});
export type RequestPhoto = z.input<typeof requestPhoto>;

export const requestPhotoListResponse = z.object({ items: z.array(requestPhoto) });

/** `:id` is the request's (404 unless the caller's own), `:photoId` one of its photos. */
export const requestPhotoParams = quoteRequestParams.extend({
  photoId: z.uuid(PHOTO_MESSAGES.notFound),
});
export const photoParams = z.object({ photoId: z.uuid(PHOTO_MESSAGES.notFound) });

/**
 * The upload's body as documented: the server reads the multipart stream itself (it is never
 * parsed into an object), so nothing here is validated beyond its being multipart.
 */
export const requestPhotoUpload = z
  .object({
    photo: z.string().meta({ format: "binary", description: "JPEG, PNG or WebP, at most 5 MB" }),
  })
  .nullish();

/** The image's bytes, sent as they are (never serialised) with the stored content type. */
export const photoBytesResponse = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary", description: "The image: JPEG, PNG or WebP." });

export const requestPhotoDeleteResponse = z.object({ id: z.uuid() });
