import { errorResponses } from "../api/common.ts";
import {
  garageEntry,
  garageListQuery,
  garageListResponse,
  garageParams,
  garageUpdateRequest,
} from "../api/garages.ts";
import { defineRoute } from "../route-contract.ts";

export const garageContracts = {
  list: defineRoute({
    operationId: "listGarages",
    summary: "The partner garages, a page at a time",
    method: "GET",
    path: "/api/admin/garages",
    access: "staff",
    query: garageListQuery,
    responses: { 200: garageListResponse, ...errorResponses(401, 403) },
  }),
  update: defineRoute({
    operationId: "updateGarage",
    summary: "Change a partner garage's details",
    method: "PATCH",
    path: "/api/admin/garages/:id",
    access: "staff",
    params: garageParams,
    body: garageUpdateRequest,
    responses: { 200: garageEntry, ...errorResponses(401, 403, 404, 409) },
  }),
};
