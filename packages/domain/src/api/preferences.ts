import { z } from "zod";

/**
 * The customer's e-mail preferences (Settings). `GET /api/profile/preferences` reads them;
 * `PATCH /api/profile/preferences` changes the ones it names. MOT reminders (30 and 7 days
 * before a saved vehicle's MOT due date) and annual service reminders (11 months after a
 * vehicle's last completed service) are on until turned off.
 */
export const preferencesView = z.object({
  motReminders: z.boolean(),
  serviceReminders: z.boolean(),
});
export type Preferences = z.input<typeof preferencesView>;

export const preferencesUpdateRequest = z.object({
  motReminders: z.boolean({ error: "MOT reminders must be on (true) or off (false)" }).optional(),
  serviceReminders: z
    .boolean({ error: "Service reminders must be on (true) or off (false)" })
    .optional(),
});
export type PreferencesUpdateBody = z.input<typeof preferencesUpdateRequest>;
