import { errorResponses } from "../api/common.ts";
import { productionStatusResponse } from "../api/production-status.ts";
import { defineRoute } from "../route-contract.ts";

export const productionStatusContracts = {
  status: defineRoute({
    operationId: "getProductionStatus",
    summary: "How the running service is set up and doing",
    method: "GET",
    path: "/api/admin/production-status",
    access: "staff",
    responses: { 200: productionStatusResponse, ...errorResponses(401, 403) },
  }),
};
