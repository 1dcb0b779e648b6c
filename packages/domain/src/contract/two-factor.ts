import { errorResponses } from "../api/common.ts";
import { statusResponse, twoFactorSignedIn } from "../api/session.ts";
import { defineRoute } from "../route-contract.ts";
import {
  recoveryCodeRequest,
  twoFactorCodeRequest,
  twoFactorPasswordRequest,
  twoFactorSetupResponse,
} from "../schemas/two-factor.ts";

export const twoFactorContracts = {
  enable: defineRoute({
    operationId: "enableTwoFactor",
    summary: "Start setting up two-step verification",
    method: "POST",
    path: "/api/auth/two-factor/enable",
    access: "customer",
    body: twoFactorPasswordRequest,
    responses: { 200: twoFactorSetupResponse, ...errorResponses(401, 429) },
  }),
  verifyTotp: defineRoute({
    operationId: "verifyTwoFactorCode",
    summary: "Finish signing in, or setting up, with an authenticator code",
    method: "POST",
    path: "/api/auth/two-factor/verify-totp",
    access: "public",
    body: twoFactorCodeRequest,
    responses: { 200: twoFactorSignedIn, ...errorResponses(401, 429) },
  }),
  verifyBackupCode: defineRoute({
    operationId: "verifyRecoveryCode",
    summary: "Finish signing in with a recovery code",
    method: "POST",
    path: "/api/auth/two-factor/verify-backup-code",
    access: "public",
    body: recoveryCodeRequest,
    responses: { 200: twoFactorSignedIn, ...errorResponses(401, 429) },
  }),
  disable: defineRoute({
    operationId: "disableTwoFactor",
    summary: "Turn two-step verification off",
    method: "POST",
    path: "/api/auth/two-factor/disable",
    access: "customer",
    body: twoFactorPasswordRequest,
    responses: { 200: statusResponse, ...errorResponses(401, 403, 429) },
  }),
};
