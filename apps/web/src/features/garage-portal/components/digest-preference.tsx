import { PreferenceToggle } from "@/components/preference-toggle";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { useGaragePreferences, useUpdateGaragePreferences } from "../api/portal";

/** The portal's settings: the e-mail of new nearby requests, at most one an hour. */
export function DigestPreference() {
  const preferences = useGaragePreferences();
  const save = useUpdateGaragePreferences();
  return (
    <section aria-labelledby="garage-settings-heading" className="mt-10">
      <h2 id="garage-settings-heading" className="text-lg font-semibold text-slate-900">
        Settings
      </h2>
      <div className="mt-3">
        <PreferenceToggle
          id="nearby-digest"
          label="E-mail me new nearby requests"
          checked={preferences.data?.nearbyDigest ?? false}
          disabled={!preferences.data || save.isPending}
          onCheckedChange={(next) =>
            save.mutate(
              { nearbyDigest: next },
              {
                onSuccess: ({ nearbyDigest }) =>
                  toast.success("Settings Updated", {
                    description: nearbyDigest
                      ? "We'll e-mail you the new requests near your garage, at most once an hour."
                      : "Nearby request e-mails are off.",
                  }),
                onError: (error) =>
                  toast.error("Update Failed", {
                    description: messageOf(error, "Failed to update settings"),
                  }),
              },
            )
          }
        >
          One e-mail at most every hour, naming the requests new near your garage since the last.
        </PreferenceToggle>
      </div>
    </section>
  );
}
