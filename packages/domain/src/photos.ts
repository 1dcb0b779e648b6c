/**
 * Photos attached to a quote request in the edit form (spec 001 §3; spec README item 16): JPEG,
 * PNG or WebP, at most 5 MB each and 5 per request, the type read from the bytes themselves.
 */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_REQUEST = 5;

export const PHOTO_MESSAGES = {
  missing: "Please choose a photo to upload.",
  oneAtATime: "Please upload one photo at a time.",
  notAnImage: "Please upload a JPEG, PNG or WebP image.",
  tooLarge: "This photo is larger than 5 MB. Please choose a smaller image.",
  tooMany: "This quote request already has 5 photos. Remove one before adding another.",
  notFound: "Photo not found",
} as const;

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
