export const GARAGE_TOASTS = {
  loadFailed: "Failed to load garages",
  updated: "Garage updated",
  updateFailed: "Failed to update the garage",
} as const;
