import {
  ERROR_CODES,
  errorResponses,
  isStaff,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoBytesResponse,
  photoParams,
  quoteRequestParams,
  requestPhoto,
  requestPhotoDeleteResponse,
  requestPhotoListResponse,
  requestPhotoParams,
  requestPhotoUpload,
} from "@automobi/domain";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  photoBytes,
  photosOfRequest,
  type ReceivedPhoto,
  removePhoto,
  uploadPhoto,
} from "./service.ts";

/**
 * Photos of the customer's quote requests: upload (multipart/form-data, field `photo`), list and
 * remove, for the request's customer alone (anyone else's request is 404); the bytes are served
 * to that customer and to staff. JSON never carries them.
 */
export async function requestPhotoRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "customer" } as const;

  // The upload in a scope of its own whose only body parser is multipart: a JSON body is 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/quote-requests/:id/photos",
      {
        config,
        schema: {
          consumes: ["multipart/form-data"],
          params: quoteRequestParams,
          body: requestPhotoUpload,
          response: { 201: requestPhoto, ...errorResponses(401, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const photo = await uploadPhoto(db, userId, request.params.id, () => receive(request));
        return reply.status(201).send(photo);
      },
    );
  });

  api.get(
    "/api/quote-requests/:id/photos",
    {
      config,
      schema: {
        params: quoteRequestParams,
        response: { 200: requestPhotoListResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => photosOfRequest(db, sessionOf(request).user.id, request.params.id),
  );

  api.delete(
    "/api/quote-requests/:id/photos/:photoId",
    {
      config,
      schema: {
        params: requestPhotoParams,
        response: { 200: requestPhotoDeleteResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      removePhoto(db, sessionOf(request).user.id, request.params.id, request.params.photoId),
  );

  api.get(
    "/api/photos/:photoId",
    {
      // The bytes under a random id never change: the viewer's browser may keep them.
      config: { ...config, cacheControl: "private, max-age=3600" },
      schema: {
        params: photoParams,
        response: { 200: photoBytesResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const viewer = { userId: user.id, staff: isStaff(user.role) };
      const photo = await photoBytes(db, viewer, request.params.photoId);
      return reply
        .type(photo.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(photo.data);
    },
  );
}

/** Reads the upload's `photo` file into memory: 400 without one, 413 past 5 MB. */
async function receive(request: FastifyRequest): Promise<ReceivedPhoto> {
  try {
    const part = await request.file();
    if (part?.fieldname !== "photo") {
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, PHOTO_MESSAGES.missing, 400, {
        photo: PHOTO_MESSAGES.missing,
      });
    }
    return { bytes: await part.toBuffer(), filename: part.filename || null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooLarge, 413);
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, PHOTO_MESSAGES.missing, 400, {
        photo: PHOTO_MESSAGES.missing,
      });
    }
    if (code === "FST_FILES_LIMIT") {
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, PHOTO_MESSAGES.oneAtATime, 400);
    }
    throw error;
  }
}
