import { errorResponses } from "../api/common.ts";
import { preferencesUpdateRequest, preferencesView } from "../api/preferences.ts";
import { defineRoute } from "../route-contract.ts";

export const preferencesContracts = {
  get: defineRoute({
    operationId: "getPreferences",
    summary: "The signed-in account's reminder preferences",
    method: "GET",
    path: "/api/profile/preferences",
    access: "customer",
    responses: { 200: preferencesView, ...errorResponses(401) },
  }),
  update: defineRoute({
    operationId: "updatePreferences",
    summary: "Change the signed-in account's reminder preferences",
    method: "PATCH",
    path: "/api/profile/preferences",
    access: "customer",
    body: preferencesUpdateRequest,
    responses: { 200: preferencesView, ...errorResponses(401) },
  }),
};
