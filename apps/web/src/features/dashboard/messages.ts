/** The customer's toasts for quote decisions and the service fee (spec 001 §8), verbatim. */
export const DECISION_TOASTS = {
  accepted: "Quote Accepted!",
  acceptFailed: "Failed to accept quote. Please try again.",
  rejected: "Quote Rejected",
  rejectedDescription: "Your reason has been sent to our team, who will look for a better quote.",
  rejectFailed: "Failed to reject quote. Please try again.",
} as const;

export const PAYMENT_TOASTS = {
  error: "Payment Error",
  signedOut: "You must be logged in to make a payment",
  noUrl: "No payment URL received from server",
  createFailed: "Failed to create payment session",
  popupBlocked: "Popup Blocked",
  redirecting: "Redirecting to payment page...",
  verified: "Payment Verified!",
  successful: "Payment Successful!",
  verificationError: "Verification Error",
  verifyFailed: "Failed to verify payment",
  accessError: "Access Error",
  accessFailed: "Failed to access garage details",
} as const;

/** How long a blocked popup waits before the same window goes to the payment page. */
export const POPUP_BLOCKED_REDIRECT_MS = 1000;

/** What every quote shows about its garage until the customer's fee is paid. */
export const LOCKED_GARAGE = {
  name: "Professional Garage",
  note: "Contact details available after service fee payment",
} as const;
