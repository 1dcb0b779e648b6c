import { errorResponses } from "../api/common.ts";
import {
  platformSettingsResponse,
  settingChangesQuery,
  settingChangesResponse,
  settingsUpdateBody,
} from "../api/settings.ts";
import { defineRoute } from "../route-contract.ts";

export const settingsContracts = {
  get: defineRoute({
    operationId: "getSettings",
    summary: "The platform settings",
    method: "GET",
    path: "/api/admin/settings",
    access: "super_admin",
    responses: { 200: platformSettingsResponse, ...errorResponses(401, 403) },
  }),
  update: defineRoute({
    operationId: "updateSettings",
    summary: "Change the platform settings",
    method: "PUT",
    path: "/api/admin/settings",
    access: "super_admin",
    body: settingsUpdateBody,
    responses: { 200: platformSettingsResponse, ...errorResponses(401, 403) },
  }),
  changes: defineRoute({
    operationId: "listSettingChanges",
    summary: "The history of setting changes",
    method: "GET",
    path: "/api/admin/settings/changes",
    access: "super_admin",
    query: settingChangesQuery,
    responses: { 200: settingChangesResponse, ...errorResponses(401, 403) },
  }),
};
