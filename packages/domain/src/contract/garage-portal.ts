import { errorResponses } from "../api/common.ts";
import {
  acceptGarageInvitationRequest,
  acceptGarageInvitationResponse,
  garageInvitationParams,
  garageInvitationRequest,
  garageInvitationResponse,
  garageInvitationView,
  garageNearbyRequestsQuery,
  garageNearbyRequestsResponse,
  garagePortalSummary,
} from "../api/garage-portal.ts";
import { garageParams } from "../api/garages.ts";
import { defineRoute } from "../route-contract.ts";

export const garagePortalContracts = {
  invite: defineRoute({
    operationId: "inviteGarageUser",
    summary: "Invite a person to a partner garage's portal by e-mail",
    method: "POST",
    path: "/api/admin/garages/:id/portal-invitations",
    access: "staff",
    params: garageParams,
    body: garageInvitationRequest,
    responses: { 201: garageInvitationResponse, ...errorResponses(401, 403, 404, 409, 429) },
  }),
  invitation: defineRoute({
    operationId: "readGarageInvitation",
    summary: "Whom a garage portal invitation link invites",
    method: "GET",
    path: "/api/garage-invitations/:token",
    access: "public",
    params: garageInvitationParams,
    responses: { 200: garageInvitationView, ...errorResponses(404, 429) },
  }),
  acceptInvitation: defineRoute({
    operationId: "acceptGarageInvitation",
    summary: "Choose a password from a garage portal invitation and sign in",
    method: "POST",
    path: "/api/garage-invitations/accept",
    access: "public",
    body: acceptGarageInvitationRequest,
    responses: { 200: acceptGarageInvitationResponse, ...errorResponses(409, 429) },
  }),
  summary: defineRoute({
    operationId: "readGaragePortal",
    summary: "The signed-in garage user's garage",
    method: "GET",
    path: "/api/garage/portal",
    access: "garage",
    responses: { 200: garagePortalSummary, ...errorResponses(401, 403) },
  }),
  nearbyRequests: defineRoute({
    operationId: "listGaragePortalRequests",
    summary: "The open requests near the signed-in garage user's garage, newest first",
    method: "GET",
    path: "/api/garage/requests",
    access: "garage",
    query: garageNearbyRequestsQuery,
    responses: { 200: garageNearbyRequestsResponse, ...errorResponses(401, 403) },
  }),
};
