/** The spec's account messages, quoted verbatim (spec 000 §5 and §8, spec 001 §8). */
export const authMessages = {
  signInErrorTitle: "Sign In Error",
  signedIn: "Signed in successfully!",
  successTitle: "Success",
  confirmationSent: "Check your email to confirm your account",
  accountExistsTitle: "Account exists",
  accountExists: "An account with this email already exists. Please try logging in instead.",
  registrationFailedTitle: "Registration failed",
  registrationSucceeded:
    "Registration successful! Please check your email to verify your account. A welcome email has been sent.",
  unexpectedTryAgain: "An unexpected error occurred. Please try again.",
  unexpected: "An unexpected error occurred",
  resetEmailSent: "Password reset email sent! Check your inbox.",
  passwordUpdated: "Password updated successfully!",
} as const;
