import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  changesCredentials,
  displayUkPhone,
  GENERIC_ERROR_MESSAGE,
} from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { CurrentPasswordField } from "@/components/form/current-password-field";
import { FormField } from "@/components/form/form-field";
import { OptionalNewPasswordField } from "@/components/form/optional-new-password-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { refreshSession } from "@/lib/auth/session";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { paths } from "@/lib/paths";
import { type Profile, profileQueryKey, updateProfile } from "@/lib/profile";
import { profileUpdateSchema } from "@/lib/schemas";

const FIELDS = [
  "fullName",
  "phone",
  "postcode",
  "address",
  "newPassword",
  "currentPassword",
] as const;

function useUpdateProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The account's display name follows the full name.
      await refreshSession();
      toast.success("Profile Updated", {
        description: "Your details have been updated successfully!",
      });
      navigate(paths.quoteRequest);
    },
  });
}

/** Update Details (spec 001 §2): every field optional; the e-mail is shown, not changed. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm({
    // raw: the API takes the form as typed and applies the same schema itself.
    resolver: zodResolver(profileUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone ? displayUkPhone(profile.phone) : "",
      postcode: profile.postcode ?? "",
      address: profile.address ?? "",
      newPassword: "",
      currentPassword: "",
    },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" }) ?? "";
  const reauthenticate = changesCredentials({ newPassword }, profile.email);
  const save = useUpdateProfile();

  const submit = form.handleSubmit((values) => {
    const { fullName, phone, postcode, address } = values;
    if (reauthenticate && !values.currentPassword) {
      form.setError(
        "currentPassword",
        { message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
        { shouldFocus: true },
      );
      return;
    }
    const currentPassword = reauthenticate ? values.currentPassword : undefined;
    save.mutate(
      { fullName, phone, postcode, address, newPassword: values.newPassword, currentPassword },
      {
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error(`Failed to update profile: ${messageOf(error, GENERIC_ERROR_MESSAGE)}`);
        },
      },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(c) => <Input {...c} {...form.register("fullName")} autoComplete="name" />}
      </FormField>
      <FormField
        label="Email"
        hint={
          <p className="text-sm text-slate-600">
            To change your e-mail address, use Settings on your{" "}
            <Link className="text-brand-700 underline" to={paths.dashboard}>
              dashboard
            </Link>
            : we confirm a new address before using it.
          </p>
        }
      >
        {(c) => (
          <Input {...c} value={profile.email} readOnly type="email" className="bg-slate-50" />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone Number" error={errors.phone?.message}>
          {(c) => <Input {...c} {...form.register("phone")} type="tel" autoComplete="tel" />}
        </FormField>
        {/* The spec's address auto-fill from the postcode was a simulation with made-up
            addresses. With no postcode lookup provider configured there is no real address
            to offer, so none is invented (spec README item 8): the address is typed. */}
        <FormField
          label="Postcode"
          error={errors.postcode?.message}
          hint="We don't look addresses up from the postcode: please type your address below."
        >
          {(c) => (
            <Input
              {...c}
              {...form.register("postcode")}
              autoComplete="postal-code"
              autoCapitalize="characters"
            />
          )}
        </FormField>
      </div>
      <FormField label="Address" error={errors.address?.message}>
        {(c) => <Input {...c} {...form.register("address")} autoComplete="street-address" />}
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

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={paths.dashboard}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Updating..." : "Update"}
        </Button>
      </div>
    </form>
  );
}
