export const GARAGE_TOASTS = {
  loadFailed: "Failed to load garages",
  updated: "Garage updated",
  updateFailed: "Failed to update the garage",
  inviteFailed: "Failed to send the invitation",
} as const;
