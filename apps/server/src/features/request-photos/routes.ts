import {
  errorResponses,
  isStaff,
  photoBytesResponse,
  photoParams,
  quoteRequestParams,
  requestPhotoDeleteResponse,
  requestPhotoListResponse,
  requestPhotoParams,
  requestPhotoUpload,
  requestPhotoUploadResponse,
} from "@automobi/domain";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { receivePhotos, UPLOAD_LIMITS } from "./receive.ts";
import { photoBytes, photosOfRequest, removePhoto, uploadPhotos } from "./service.ts";

/**
 * Photos of the customer's quote requests: upload (multipart/form-data, 1 to 5 files named
 * `photo`), list and
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
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/quote-requests/:id/photos",
      {
        config,
        schema: {
          consumes: ["multipart/form-data"],
          params: quoteRequestParams,
          body: requestPhotoUpload,
          response: {
            201: requestPhotoUploadResponse,
            ...errorResponses(401, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const stored = await uploadPhotos(db, userId, request.params.id, () =>
          receivePhotos(request),
        );
        return reply.status(201).send(stored);
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
