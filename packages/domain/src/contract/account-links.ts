import {
  confirmEmailRequest,
  confirmEmailResponse,
  undoEmailChangeRequest,
  undoEmailChangeResponse,
} from "../api/account-links.ts";
import { errorResponses } from "../api/common.ts";
import { redirectResponse, verifyEmailQuery } from "../api/session.ts";
import { defineRoute } from "../route-contract.ts";

export const accountLinkContracts = {
  verifyEmail: defineRoute({
    operationId: "verifyEmail",
    summary: "The e-mailed confirmation link: confirms and redirects to the app",
    method: "GET",
    path: "/api/auth/verify-email",
    access: "public",
    query: verifyEmailQuery,
    responses: { 302: redirectResponse, ...errorResponses(401) },
  }),
  confirmEmail: defineRoute({
    operationId: "confirmEmailChange",
    summary: "Confirm a new e-mail address with the e-mailed token",
    method: "POST",
    path: "/api/auth/confirm-email",
    access: "public",
    body: confirmEmailRequest,
    responses: { 200: confirmEmailResponse, ...errorResponses(429) },
  }),
  undoEmailChange: defineRoute({
    operationId: "undoEmailChange",
    summary: "Undo an e-mail change from the link sent to the old address",
    method: "POST",
    path: "/api/account/undo-email-change",
    access: "public",
    body: undoEmailChangeRequest,
    responses: { 200: undoEmailChangeResponse, ...errorResponses(409, 429) },
  }),
};
