import {
  accountErasedResponse,
  dataExportFile,
  dataExportParams,
  dataExportRequest,
  dataExportResponse,
  deleteAccountRequest,
  eraseCustomerParams,
} from "../api/account-erasure.ts";
import { emptyBody, errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const accountErasureContracts = {
  deleteOwn: defineRoute({
    operationId: "deleteOwnAccount",
    summary: "Delete the signed-in customer's account and erase their personal data",
    description:
      "Asks for the current password and the word DELETE. Payments and requests stay as anonymous records.",
    method: "POST",
    path: "/api/account/delete",
    access: "customer",
    body: deleteAccountRequest,
    responses: { 200: accountErasedResponse, ...errorResponses(400, 401, 403, 429) },
  }),
  requestExport: defineRoute({
    operationId: "requestDataExport",
    summary: "Ask for a copy of one's data: a download link, also e-mailed, valid 24 hours",
    method: "POST",
    path: "/api/account/export",
    access: "customer",
    body: dataExportRequest,
    responses: { 201: dataExportResponse, ...errorResponses(400, 401, 403, 429) },
  }),
  downloadExport: defineRoute({
    operationId: "downloadDataExport",
    summary: "One's data as a zip: JSON, a readable page and the photos",
    method: "GET",
    path: "/api/account/export/:token",
    access: "customer",
    params: dataExportParams,
    mediaType: "application/zip",
    responses: { 200: dataExportFile, ...errorResponses(401, 404) },
  }),
  eraseCustomer: defineRoute({
    operationId: "eraseCustomer",
    summary: "Erase a customer's account and personal data (staff, audited)",
    method: "POST",
    path: "/api/admin/customers/:id/erase",
    access: "staff",
    params: eraseCustomerParams,
    body: emptyBody,
    responses: { 200: accountErasedResponse, ...errorResponses(401, 403, 404, 409) },
  }),
};
