import { isStaff } from "@automobi/domain";
import { requestPhotoContracts as contracts } from "@automobi/domain/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { sendPhoto } from "../../http/photo-reply.ts";
import { route } from "../../http/route.ts";
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

  // The upload in a scope of its own whose only body parser is multipart: a JSON body is 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(scope, contracts.upload, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      const stored = await uploadPhotos(db, userId, request.params.id, () =>
        receivePhotos(request),
      );
      return reply.status(201).send(stored);
    });
  });

  route(app, contracts.list, async (request) =>
    photosOfRequest(db, sessionOf(request).user.id, request.params.id),
  );

  route(app, contracts.remove, async (request) =>
    removePhoto(db, sessionOf(request).user.id, request.params.id, request.params.photoId),
  );

  // The bytes under a random id never change: the viewer's browser may keep them.
  route(
    app,
    contracts.file,
    async (request, reply) => {
      const { user } = sessionOf(request);
      const viewer = { userId: user.id, staff: isStaff(user.role) };
      return sendPhoto(reply, await photoBytes(db, viewer, request.params.photoId));
    },
    { config: { cacheControl: "private, max-age=3600" } },
  );
}
