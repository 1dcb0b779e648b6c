import { errorResponses } from "../api/common.ts";
import { rewardListQuery, rewardListResponse } from "../api/rewards.ts";
import { defineRoute } from "../route-contract.ts";

export const rewardContracts = {
  list: defineRoute({
    operationId: "listRewards",
    summary: "The signed-in account's reward points",
    method: "GET",
    path: "/api/rewards",
    access: "customer",
    query: rewardListQuery,
    responses: { 200: rewardListResponse, ...errorResponses(401) },
  }),
};
