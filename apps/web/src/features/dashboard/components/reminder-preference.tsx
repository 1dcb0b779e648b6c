import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PreferenceToggle } from "@/components/preference-toggle";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { preferencesContracts } from "@/lib/contracts";
import { messageOf } from "@/lib/error-message";
import type { PreferencesUpdateBody } from "@/lib/schemas";

const preferencesKey = ["preferences"] as const;

/** MOT reminders on or off, saved as soon as the box changes (part of Settings). */
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
  const checked = preferences.data?.motReminders ?? false;
  return (
    <PreferenceToggle
      id="mot-reminders"
      label="E-mail me MOT reminders"
      checked={checked}
      disabled={!preferences.data || save.isPending}
      onCheckedChange={(next) =>
        save.mutate(
          { motReminders: next },
          {
            onSuccess: ({ motReminders }) =>
              toast.success("Settings Updated", {
                description: motReminders
                  ? "We'll e-mail you 30 and 7 days before a saved vehicle's MOT is due."
                  : "MOT reminders are off.",
              }),
            onError: (error) =>
              toast.error("Update Failed", {
                description: messageOf(error, "Failed to update settings"),
              }),
          },
        )
      }
    >
      30 and 7 days before the MOT of a vehicle saved in your Vehicles tab is due.
    </PreferenceToggle>
  );
}
