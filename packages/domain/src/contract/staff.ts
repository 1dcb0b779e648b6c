import { emptyBody, errorResponses } from "../api/common.ts";
import {
  staffChangeResponse,
  staffListResponse,
  staffParams,
  staffPromoteRequest,
} from "../api/staff.ts";
import { defineRoute } from "../route-contract.ts";

export const staffContracts = {
  list: defineRoute({
    operationId: "listStaff",
    summary: "The staff accounts",
    method: "GET",
    path: "/api/admin/staff",
    access: "super_admin",
    responses: { 200: staffListResponse, ...errorResponses(401, 403) },
  }),
  promote: defineRoute({
    operationId: "promoteStaff",
    summary: "Make an account staff",
    method: "POST",
    path: "/api/admin/staff",
    access: "super_admin",
    body: staffPromoteRequest,
    responses: { 200: staffChangeResponse, ...errorResponses(401, 403, 404, 409) },
  }),
  demote: defineRoute({
    operationId: "demoteStaff",
    summary: "Take staff rights from an account",
    method: "POST",
    path: "/api/admin/staff/:id/demote",
    access: "super_admin",
    params: staffParams,
    body: emptyBody,
    responses: { 200: staffChangeResponse, ...errorResponses(401, 403, 404, 409) },
  }),
};
