import {
  errorResponses,
  garageEntry,
  garageListQuery,
  garageListResponse,
  garageParams,
  garageUpdateRequest,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { editGarage, garagePage } from "./service.ts";

/** The garage directory (spec README item 12): list, search and edit. Staff only. */
export async function garageAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;

  api.get(
    "/api/admin/garages",
    {
      config,
      schema: {
        querystring: garageListQuery,
        response: { 200: garageListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => garagePage(db, request.query),
  );

  api.patch(
    "/api/admin/garages/:id",
    {
      config,
      schema: {
        params: garageParams,
        body: garageUpdateRequest,
        response: { 200: garageEntry, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      editGarage(db, { staff: sessionOf(request), request }, request.params.id, request.body),
  );
}
