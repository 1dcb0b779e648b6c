import { CURRENT_PASSWORD_REQUIRED_MESSAGE, changesCredentials } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { CurrentPasswordField } from "@/components/form/current-password-field";
import { FormField } from "@/components/form/form-field";
import { OptionalNewPasswordField } from "@/components/form/optional-new-password-field";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { refreshSession } from "@/lib/auth/session";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { type Profile, profileQueryKey, updateProfile, useProfile } from "@/lib/profile";
import { profileUpdateSchema } from "@/lib/schemas";
import { DeleteAccount } from "./delete-account";
import { DetailsLoading } from "./dialog-loading";
import { DownloadMyData } from "./download-my-data";
import { ReminderPreference } from "./reminder-preference";
import { TwoFactorSettings } from "./two-factor-settings";

const FIELDS = ["fullName", "email", "newPassword", "currentPassword"] as const;

/** The spec's failure fallback for the settings dialog. */
const UPDATE_FAILED_FALLBACK = "Failed to update settings";

/**
 * What the open Update Details dialog holds (settings-dialog.tsx), downloaded when it first
 * opens: the reminder preference, two-step verification, the details form, the data download
 * and the account's deletion.
 */
export function SettingsPanel({ onDone }: { onDone: () => void }) {
  const profile = useProfile(true);
  return (
    <>
      <ReminderPreference />
      <TwoFactorSettings />
      {profile.data ? (
        <SettingsForm profile={profile.data} onDone={onDone} />
      ) : profile.isError ? (
        <LoadFailed
          title="We couldn't load your details."
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <DetailsLoading />
      )}
      <DownloadMyData />
      <DeleteAccount />
    </>
  );
}

function SettingsForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    // raw: the API takes the form as typed and applies the same schema itself.
    resolver: zodResolver(profileUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      fullName: profile.fullName,
      email: profile.email,
      newPassword: "",
      currentPassword: "",
    },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" }) ?? "";
  const typedEmail = useWatch({ control: form.control, name: "email" }) ?? "";
  const reauthenticate = changesCredentials({ email: typedEmail, newPassword }, profile.email);
  const save = useMutation({ mutationFn: updateProfile });

  const submit = form.handleSubmit((values) => {
    // Only what changed is sent: the e-mail is updated only when it differs.
    const email = values.email?.trim().toLowerCase() === profile.email ? undefined : values.email;
    if (reauthenticate && !values.currentPassword) {
      form.setError(
        "currentPassword",
        { message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
        { shouldFocus: true },
      );
      return;
    }
    save.mutate(
      {
        fullName: values.fullName,
        email,
        newPassword: values.newPassword,
        currentPassword: reauthenticate ? values.currentPassword : undefined,
      },
      {
        onSuccess: async ({ profile: saved, emailChangePending }) => {
          queryClient.setQueryData(profileQueryKey, saved);
          await refreshSession();
          toast.success("Settings Updated", {
            description: emailChangePending
              ? `We've sent a link to ${email}. Your e-mail address changes once you confirm it.`
              : "Your account settings have been saved.",
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Update Failed", {
            description: messageOf(error, UPDATE_FAILED_FALLBACK),
          });
        },
      },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(c) => <Input {...c} {...form.register("fullName")} autoComplete="name" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...form.register("email")} type="email" autoComplete="email" />}
      </FormField>
      <OptionalNewPasswordField
        registration={form.register("newPassword")}
        value={newPassword}
        error={errors.newPassword?.message}
      />
      {reauthenticate && (
        <CurrentPasswordField
          registration={form.register("currentPassword")}
          error={errors.currentPassword?.message}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Updating..." : "Update"}
        </Button>
      </DialogFooter>
    </form>
  );
}
