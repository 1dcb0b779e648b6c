import { GENERIC_ERROR_MESSAGE } from "./errors.ts";

/**
 * The spec's account messages, quoted verbatim (spec 000 §5 and §8), written once: the
 * schemas in schemas/auth.ts carry the field messages, and the web's sign-in, sign-up,
 * registration, confirmation and sign-out screens show the toasts.
 * (The reset screen's messages live with its schema, in schemas/reset-password.ts.)
 */
export const AUTH_MESSAGES = {
  // §5 Login and Register: field messages.
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneRequired: "Phone number is required",
  postcodeRequired: "Postcode is required",
  // §5 Forgot password (also asked for when a confirmation link must be sent again).
  emailAddressRequired: "Please enter your email address",

  // §8 Authentication toasts.
  successTitle: "Success",
  errorTitle: "Error",
  signInErrorTitle: "Sign In Error",
  signUpErrorTitle: "Sign Up Error",
  confirmationSent: "Check your email to confirm your account",
  signedOut: "You have been signed out",
  signOutFailed: "Failed to sign out",
  accountExistsTitle: "Account exists",
  accountExists: "An account with this email already exists. Please try logging in instead.",
  registrationFailedTitle: "Registration failed",
  registrationSucceeded:
    "Registration successful! Please check your email to verify your account. A welcome email has been sent.",
  /** Registration's catch-all. */
  unexpectedTryAgain: GENERIC_ERROR_MESSAGE,
  /** The sign-in/sign-up catch-all (the dialog's, and the reset request's). */
  unexpected: "An unexpected error occurred",
  resetEmailSent: "Password reset email sent! Check your inbox.",

  // §8 Sign-in/sign-up in the quote-request dialog, and Login.
  signedIn: "Signed in successfully!",
  accountCreatedAndSignedIn: "Account created and signed in successfully!",
  accountCreatedConfirmFirst: "Account created! Please check your email to confirm, then sign in.",
} as const;

/** The spec's staff sign-in and guard messages (spec 000 §6 and §8, Admin). */
export const ADMIN_AUTH_MESSAGES = {
  accessDenied: "Access denied. Admin privileges required.",
  superAdminRequired: "Super admin access required",
  verifyFailed: "Failed to verify admin access",
  invalidCredentials: "Invalid admin credentials. Please check your email and password.",
  loginFailed: "Login failed. Please try again.",
  loginSucceeded: "Admin login successful!",
} as const;

export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";

export const ACCEPT_TERMS_MESSAGE = "You must agree to the terms and privacy policy";
