import {
  forgotPasswordRequest,
  forgotPasswordResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  profileView,
  registerRequest,
  registerResponse,
} from "../api/accounts.ts";
import { errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const accountContracts = {
  register: defineRoute({
    operationId: "registerAccount",
    summary: "Create a customer account and send the confirmation e-mail",
    method: "POST",
    path: "/api/register",
    access: "public",
    body: registerRequest,
    responses: { 201: registerResponse, ...errorResponses(409, 429) },
  }),
  requestPasswordReset: defineRoute({
    operationId: "requestPasswordReset",
    summary: "Send a password-reset link to an address, if it has an account",
    method: "POST",
    path: "/api/auth/request-password-reset",
    access: "public",
    body: forgotPasswordRequest,
    responses: { 200: forgotPasswordResponse, ...errorResponses(429) },
  }),
  profile: defineRoute({
    operationId: "getProfile",
    summary: "The signed-in account's profile",
    method: "GET",
    path: "/api/profile",
    access: "customer",
    responses: { 200: profileView, ...errorResponses(401) },
  }),
  updateProfile: defineRoute({
    operationId: "updateProfile",
    summary: "Change the signed-in account's name, phone or address",
    method: "PUT",
    path: "/api/profile",
    access: "customer",
    body: profileUpdateRequest,
    responses: { 200: profileUpdateResponse, ...errorResponses(401, 403, 429) },
  }),
};
