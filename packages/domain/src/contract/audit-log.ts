import { auditListQuery, auditListResponse } from "../api/audit.ts";
import { errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const auditLogContracts = {
  list: defineRoute({
    operationId: "listAuditEntries",
    summary: "The audit log, a page at a time",
    method: "GET",
    path: "/api/admin/audit",
    access: "super_admin",
    query: auditListQuery,
    responses: { 200: auditListResponse, ...errorResponses(401, 403) },
  }),
};
