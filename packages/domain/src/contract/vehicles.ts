import { errorResponses } from "../api/common.ts";
import {
  savedVehicle,
  savedVehicleCreateRequest,
  savedVehicleDeleteResponse,
  savedVehicleListQuery,
  savedVehicleListResponse,
  savedVehicleParams,
  vehicleHistoryResponse,
  vehicleLookupRequest,
  vehicleLookupResponse,
} from "../api/vehicles.ts";
import { defineRoute } from "../route-contract.ts";

export const vehicleContracts = {
  lookup: defineRoute({
    operationId: "lookUpVehicle",
    summary: "Look up a vehicle by its registration",
    method: "POST",
    path: "/api/vehicle-lookup",
    access: "public",
    body: vehicleLookupRequest,
    responses: { 200: vehicleLookupResponse, ...errorResponses(404, 429, 502, 503) },
  }),
  list: defineRoute({
    operationId: "listVehicles",
    summary: "The signed-in customer's saved vehicles",
    method: "GET",
    path: "/api/vehicles",
    access: "customer",
    query: savedVehicleListQuery,
    responses: { 200: savedVehicleListResponse, ...errorResponses(401) },
  }),
  save: defineRoute({
    operationId: "saveVehicle",
    summary: "Save a vehicle to one's account",
    method: "POST",
    path: "/api/vehicles",
    access: "customer",
    body: savedVehicleCreateRequest,
    responses: { 201: savedVehicle, ...errorResponses(401, 409, 422, 429, 502, 503) },
  }),
  remove: defineRoute({
    operationId: "deleteVehicle",
    summary: "Remove a saved vehicle",
    method: "DELETE",
    path: "/api/vehicles/:id",
    access: "customer",
    params: savedVehicleParams,
    responses: { 200: savedVehicleDeleteResponse, ...errorResponses(401, 404, 409) },
  }),
  history: defineRoute({
    operationId: "getVehicleHistory",
    summary: "A saved vehicle's service history",
    method: "GET",
    path: "/api/vehicles/:id/history",
    access: "customer",
    params: savedVehicleParams,
    responses: { 200: vehicleHistoryResponse, ...errorResponses(401, 404) },
  }),
};
