import { pagePaths } from "@automobi/domain";

/**
 * Every URL the web app links to or routes on. Nothing else spells a path. The pages live in
 * @automobi/domain so the server answers any other path with 404 (docs/decisions/014).
 */
export const paths = pagePaths;

/** Paths of the server's API, relative to the site origin. */
export const apiPaths = {
  session: "/api/auth/get-session",
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  twoFactorVerify: "/api/auth/two-factor/verify-totp",
  twoFactorRecovery: "/api/auth/two-factor/verify-backup-code",
  register: "/api/register",
  resendConfirmation: "/api/auth/send-verification-email",
  requestPasswordReset: "/api/auth/request-password-reset",
  resetPassword: "/api/auth/reset-password",
  confirmEmail: "/api/auth/confirm-email",
  undoEmailChange: "/api/account/undo-email-change",
  profile: "/api/profile",
  publicConfig: "/api/public-config",
  vehicleLookup: "/api/vehicle-lookup",
  quoteRequests: "/api/quote-requests",
} as const;
