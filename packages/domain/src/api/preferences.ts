import { z } from "zod";

/**
 * The customer's e-mail preferences (Settings). `GET /api/profile/preferences` reads them;
 * `PATCH /api/profile/preferences` changes the ones it names. MOT reminders (30 and 7 days
 * before a saved vehicle's MOT due date) are on until turned off.
 */
export const preferencesView = z.object({ motReminders: z.boolean() });
export type Preferences = z.input<typeof preferencesView>;

export const preferencesUpdateRequest = z.object({
  motReminders: z.boolean({ error: "MOT reminders must be on (true) or off (false)" }).optional(),
});
export type PreferencesUpdateBody = z.input<typeof preferencesUpdateRequest>;
