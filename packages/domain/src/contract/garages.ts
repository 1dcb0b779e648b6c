import { adminRequestParams } from "../api/admin-requests.ts";
import { errorResponses } from "../api/common.ts";
import {
  garageEntry,
  garageListQuery,
  garageListResponse,
  garageParams,
  garageUpdateRequest,
  nearbyGaragesQuery,
  nearbyGaragesResponse,
  nearbyRequestsQuery,
  nearbyRequestsResponse,
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

  nearRequest: defineRoute({
    operationId: "listGaragesNearRequest",
    summary: "The partner garages near a request, nearest first",
    method: "GET",
    path: "/api/admin/quote-requests/:id/nearby-garages",
    access: "staff",
    params: adminRequestParams,
    query: nearbyGaragesQuery,
    responses: { 200: nearbyGaragesResponse, ...errorResponses(401, 403, 404) },
  }),
  nearbyRequests: defineRoute({
    operationId: "listRequestsNearGarage",
    summary: "The open requests near a partner garage, nearest first",
    method: "GET",
    path: "/api/admin/garages/:id/nearby-requests",
    access: "staff",
    params: garageParams,
    query: nearbyRequestsQuery,
    responses: { 200: nearbyRequestsResponse, ...errorResponses(401, 403, 404) },
  }),
};
