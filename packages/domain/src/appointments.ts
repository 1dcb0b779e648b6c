/** Stored status of a scheduled service appointment. */
export const APPOINTMENT_STATUSES = ["scheduled", "cancelled", "completed"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The Schedule Service dialog offers hourly times from 09:00 to 17:00. */
export const APPOINTMENT_TIMES = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
] as const;
export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];
