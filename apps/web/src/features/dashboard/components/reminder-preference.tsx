import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PreferenceToggle } from "@/components/preference-toggle";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { preferencesContracts } from "@/lib/contracts";
import { messageOf } from "@/lib/error-message";
import type { Preferences, PreferencesUpdateBody } from "@/lib/schemas";

const preferencesKey = ["preferences"] as const;

/** Each reminder the customer can turn off: its box, and what the toast says once saved. */
const REMINDERS = [
  {
    key: "motReminders",
    id: "mot-reminders",
    label: "E-mail me MOT reminders",
    about: "30 and 7 days before the MOT of a vehicle saved in your Vehicles tab is due.",
    on: "We'll e-mail you 30 and 7 days before a saved vehicle's MOT is due.",
    off: "MOT reminders are off.",
  },
  {
    key: "serviceReminders",
    id: "service-reminders",
    label: "E-mail me annual service reminders",
    about: "11 months after a saved vehicle's last service through us is completed.",
    on: "We'll e-mail you when a saved vehicle's annual service is due.",
    off: "Service reminders are off.",
  },
] as const satisfies readonly {
  key: keyof Preferences;
  id: string;
  label: string;
  about: string;
  on: string;
  off: string;
}[];

/** The reminder e-mails on or off, each saved as soon as its box changes (part of Settings). */
export function ReminderPreference() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api(preferencesContracts.get, { signal }),
    enabled: signedIn,
  });
  const save = useMutation({
    mutationFn: (body: PreferencesUpdateBody) => api(preferencesContracts.update, { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
  return REMINDERS.map((reminder) => (
    <PreferenceToggle
      key={reminder.id}
      id={reminder.id}
      label={reminder.label}
      checked={preferences.data?.[reminder.key] ?? false}
      disabled={!preferences.data || save.isPending}
      onCheckedChange={(next) =>
        save.mutate(
          { [reminder.key]: next },
          {
            onSuccess: (saved) =>
              toast.success("Settings Updated", {
                description: saved[reminder.key] ? reminder.on : reminder.off,
              }),
            onError: (error) =>
              toast.error("Update Failed", {
                description: messageOf(error, "Failed to update settings"),
              }),
          },
        )
      }
    >
      {reminder.about}
    </PreferenceToggle>
  ));
}
