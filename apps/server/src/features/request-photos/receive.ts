import {
  ERROR_CODES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_MESSAGES,
} from "@automobi/domain";
import type { FastifyMultipartOptions } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import type { ReceivedPhoto } from "./service.ts";

/**
 * The parser's limits for an upload: a file past 5 MB stops being read (and is refused), and
 * a body with more files, fields or parts than an upload needs stops being parsed.
 */
export const UPLOAD_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS_PER_UPLOAD,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_PHOTOS_PER_UPLOAD + 10,
} satisfies NonNullable<FastifyMultipartOptions["limits"]>;

const tooLarge = () => new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooLarge, 413);
const tooMany = () =>
  new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooManyAtOnce, 413);
const unreadable = () =>
  new AppError(ERROR_CODES.VALIDATION_FAILED, PHOTO_MESSAGES.unreadable, 400);
const missing = () =>
  new AppError(ERROR_CODES.VALIDATION_FAILED, PHOTO_MESSAGES.missing, 400, {
    photo: PHOTO_MESSAGES.missing,
  });

/** The parser's refusals as the user reads them; anything else the stream raised is malformed. */
function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FILES_LIMIT":
      return tooMany();
    default:
      // No boundary, a body cut short, a part without its headers, too many parts or fields.
      return unreadable();
  }
}

/** A name kept for staff: at most 255 characters, never half of one. */
const keptName = (filename: string) => Array.from(filename).slice(0, 255).join("") || null;

/**
 * Reads every part of the upload to its end before anything is stored: each `photo` file whole
 * (413 when one is past 5 MB, even by a byte, or there are more than 5), 400 when the body is not
 * well-formed multipart or holds no `photo` file, or a file under another name. Only a body read
 * to its closing boundary counts: a file the parser cut at the limit or a body cut short is
 * refused, never kept in part.
 */
export async function receivePhotos(request: FastifyRequest): Promise<ReceivedPhoto[]> {
  const photos: ReceivedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "photo") {
        part.file.resume();
        throw missing();
      }
      const bytes = await part.toBuffer();
      // The parser marks a file it stopped reading at the limit; its bytes are not the photo.
      if (part.file.truncated) throw tooLarge();
      photos.push({ bytes, filename: part.filename ? keptName(part.filename) : null });
    }
  } catch (error) {
    throw refusal(error);
  }
  if (photos.length === 0) throw missing();
  return photos;
}
