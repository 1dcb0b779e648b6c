import type { RateRule } from "../http/rate-limiter.ts";

const MINUTE = 60;

/**
 * Limits on the routes an attacker would hammer, per client IP and per account (e-mail).
 * Sign-in counts every attempt per IP. Per account it counts failures, reserving each attempt
 * before the password is checked (auth/sign-in-limits.ts): a tight limit per account and client
 * IP, so a guesser cannot lock out the owner signing in from elsewhere, and a loose one per
 * account across all IPs, which the account's password-reset link clears (decision 007).
 */
export const AUTH_RATE_RULES = {
  signInIp: { name: "sign-in:ip", max: 30, windowSeconds: 15 * MINUTE },
  signInAccountIp: { name: "sign-in:account-ip", max: 8, windowSeconds: 15 * MINUTE },
  signInAccount: { name: "sign-in:account", max: 40, windowSeconds: 60 * MINUTE },
  signUpIp: { name: "sign-up:ip", max: 10, windowSeconds: 60 * MINUTE },
  signUpAccount: { name: "sign-up:account", max: 3, windowSeconds: 60 * MINUTE },
  forgotIp: { name: "forgot-password:ip", max: 10, windowSeconds: 15 * MINUTE },
  forgotAccount: { name: "forgot-password:account", max: 3, windowSeconds: 15 * MINUTE },
  resendIp: { name: "resend:ip", max: 10, windowSeconds: 15 * MINUTE },
  resendAccount: { name: "resend:account", max: 3, windowSeconds: 15 * MINUTE },
  // Each try hashes a password; the link itself cannot be guessed.
  confirmEmailIp: { name: "confirm-email:ip", max: 10, windowSeconds: 15 * MINUTE },
  // A link's page and its form: each acceptance hashes a password; a token cannot be guessed.
  garageInvitationIp: { name: "garage-invitation:ip", max: 20, windowSeconds: 15 * MINUTE },
  undoEmailChangeIp: { name: "undo-email-change:ip", max: 10, windowSeconds: 15 * MINUTE },
  changePasswordIp: { name: "change-password:ip", max: 10, windowSeconds: 15 * MINUTE },
  changePasswordAccount: { name: "change-password:account", max: 5, windowSeconds: 15 * MINUTE },
  // Each e-mail change sends a message to an address the caller chooses: keep it scarce.
  changeEmailIp: { name: "change-email:ip", max: 10, windowSeconds: 60 * MINUTE },
  changeEmailAccount: { name: "change-email:account", max: 3, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;
