import {
  ADMIN_REQUEST_ACTION_PATHS,
  ADMIN_REQUEST_ACTIONS,
  adminRequestCountsResponse,
  adminRequestListQuery,
  adminRequestListResponse,
  adminRequestParams,
  adminTransitionResponse,
  emptyBody,
  errorResponses,
  permanentDeleteResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import {
  deletePermanently,
  filterCounts,
  purgeRequest,
  requestLists,
  transitionRequest,
} from "./service.ts";

/**
 * The admin lists of quote requests (dashboard, quote processing, deleted) and their status
 * actions (spec 001 §2, §4). Staff only; every write is in the audit log.
 */
export async function adminRequestRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;
  const listRequests = requestLists(db);

  api.get(
    "/api/admin/quote-requests",
    {
      config,
      schema: {
        querystring: adminRequestListQuery,
        response: { 200: adminRequestListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => listRequests(request.query),
  );

  api.get(
    "/api/admin/quote-requests/counts",
    {
      config,
      schema: { response: { 200: adminRequestCountsResponse, ...errorResponses(401, 403) } },
    },
    async () => filterCounts(db),
  );

  for (const action of ADMIN_REQUEST_ACTIONS) {
    api.post(
      `/api/admin/quote-requests/:id/${ADMIN_REQUEST_ACTION_PATHS[action]}`,
      {
        config,
        schema: {
          params: adminRequestParams,
          body: emptyBody,
          response: { 200: adminTransitionResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        transitionRequest(db, { staff: sessionOf(request), request }, request.params.id, action),
    );
  }

  api.delete(
    "/api/admin/quote-requests/:id",
    {
      config,
      schema: {
        params: adminRequestParams,
        response: { 200: permanentDeleteResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      deletePermanently(db, { staff: sessionOf(request), request }, request.params.id),
  );

  // Customer Management (Admin Portal): soft delete and permanent delete in one go.
  api.post(
    "/api/admin/quote-requests/:id/purge",
    {
      config,
      schema: {
        params: adminRequestParams,
        body: emptyBody,
        response: { 200: permanentDeleteResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => purgeRequest(db, { staff: sessionOf(request), request }, request.params.id),
  );
}
