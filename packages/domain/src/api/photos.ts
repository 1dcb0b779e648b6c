import { z } from "zod";
import { PHOTO_CONTENT_TYPES, PHOTO_MESSAGES } from "../photos.ts";
import { timestamp } from "./common.ts";
import { quoteRequestParams } from "./quote-requests.ts";

/**
 * Photos of a quote request (spec 001 §3 photo upload; spec README item 16). The bytes are never
 * in JSON: a photo is listed with its `url`, which streams them.
 *
 * - `POST /api/quote-requests/:id/photos`: multipart/form-data with 1 to 5 file fields named
 *   `photo`; each a JPEG, PNG or WebP (read from the bytes) of at most 5 MB, while the request
 *   is pending and editable and has room for them (5 per request). 201 with the photos stored,
 *   in the order sent; 413 when a file is over 5 MB or there are more than 5, 415 when one is
 *   not such an image, 409 when the request has no room for them or cannot be edited, 400 when
 *   the body is not well-formed multipart. All or nothing: a refusal stores none of them.
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
/** The photos an upload stored, in the order they were sent. */
export const requestPhotoUploadResponse = requestPhotoListResponse;

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
    photo: z.array(z.string().meta({ format: "binary" })).meta({
      description: "1 to 5 files, each a JPEG, PNG or WebP of at most 5 MB",
    }),
  })
  .nullish();

/** The image's bytes, sent as they are (never serialised) with the stored content type. */
export const photoBytesResponse = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary", description: "The image: JPEG, PNG or WebP." });

export const requestPhotoDeleteResponse = z.object({ id: z.uuid() });
