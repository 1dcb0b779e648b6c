/**
 * Photos attached to a quote request in the edit form (spec 001 §3; spec README item 16): JPEG,
 * PNG or WebP, at most 5 MB each and 5 per request, the type read from the bytes themselves.
 * One upload may carry several photos, as many as the request still has room for.
 */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_REQUEST = 5;
/** Photos in one upload: no more than a request may have. */
export const MAX_PHOTOS_PER_UPLOAD = MAX_PHOTOS_PER_REQUEST;

export const PHOTO_MESSAGES = {
  missing: "Please choose a photo to upload.",
  notAnImage: "Please upload a JPEG, PNG or WebP image.",
  tooLarge: "This photo is larger than 5 MB. Please choose a smaller image.",
  tooManyAtOnce: "Please upload no more than 5 photos at a time.",
  tooMany: "This quote request already has 5 photos. Remove one before adding another.",
  unreadable: "The upload could not be read. Please choose the photos again.",
  notFound: "Photo not found",
} as const;

/** When an upload holds more photos than the request has room for (fewer than 5 left). */
export function photoRoomMessage(room: number): string {
  const photos = room === 1 ? "1 more photo" : `${room} more photos`;
  return `This quote request has room for ${photos} (5 at most). Please choose fewer.`;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The image type the bytes begin with (their magic number), or null when they are not a JPEG,
 * PNG or WebP image. The file's name and declared type are never consulted.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** Where a stored photo's bytes are served (the owning customer and staff only). */
export const photoUrl = (photoId: string) => `/api/photos/${photoId}`;

/** Where a garage user's browser reads a photo of a request near the garage (the portal's route). */
export const garagePhotoUrl = (photoId: string) => `/api/garage/photos/${photoId}`;
