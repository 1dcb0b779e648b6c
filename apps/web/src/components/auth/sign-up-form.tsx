import {
  meetsPasswordPolicy,
  normaliseUkMobile,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from "@automobi/domain";
import { FormAlert } from "@/components/form/form-alert";
import { FormField } from "@/components/form/form-field";
import { HydratedForm } from "@/components/form/hydrated-form";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { usePublicForm } from "@/components/form/public-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type SignUpOptions, useSignUp } from "@/lib/auth/sign-up";
import { applyFieldErrors } from "@/lib/field-errors";
import type { RegisterForm } from "@/lib/schemas";
import { TermsConsent } from "./terms-consent";

/** The account's phone and postcode, taken from the quote form in the dialog. */
export interface SignUpContact {
  phone: string;
  postcode: string;
}

type Place =
  | { place: "register-page"; contact?: undefined }
  | { place: "quote-request"; contact: SignUpContact };

type SignUpFormProps = Place &
  Pick<SignUpOptions, "onConfirmationSent" | "onAccountExists"> & {
    defaults?: Partial<Pick<RegisterForm, "firstName" | "lastName" | "email">>;
  };

/** The form's values as typed: its boxes' text, and the terms box. */
type RegisterValues = Record<Exclude<keyof RegisterForm, "acceptTerms">, string> & {
  acceptTerms: boolean;
};

const FIELDS = ["firstName", "lastName", "email", "phone", "postcode", "password"] as const;

/** Shown under the confirmation once it has stopped being the start of the password. */
function confirmationProblem(password: string, confirm: string): string | undefined {
  if (confirm === "" || password.startsWith(confirm)) return undefined;
  return PASSWORDS_DO_NOT_MATCH_MESSAGE;
}

/**
 * The one sign-up form, on the Register page and in the quote-request dialog, with the same
 * rules (spec 000 §2, §5): names, e-mail, phone, postcode, password with the live checklist,
 * its confirmation and the terms, the button disabled until the password holds and matches.
 * In the dialog the phone and postcode are the quote form's mobile and postcode, so they are
 * not asked again, unless the server refuses one of them.
 */
export function SignUpForm({ defaults, ...props }: SignUpFormProps) {
  const defaultValues: RegisterValues = {
    firstName: defaults?.firstName ?? "",
    lastName: defaults?.lastName ?? "",
    email: defaults?.email ?? "",
    // The quote form takes '(07700) 900-123'; the account's phone is written without marks.
    phone: props.contact ? (normaliseUkMobile(props.contact.phone) ?? props.contact.phone) : "",
    postcode: props.contact?.postcode ?? "",
    password: "",
    confirmPassword: "",
    acceptTerms: false,
  };
  const form = usePublicForm({ schema: (rules) => rules.registerSchema, defaultValues });
  const { errors } = form;
  const { password, confirmPassword: confirm } = form.values;
  const signUp = useSignUp({
    ...props,
    showFieldErrors: (error) => applyFieldErrors(error, form.setError, FIELDS),
  });
  const passwordReady = meetsPasswordPolicy(password) && password === confirm;
  const askContact = !props.contact || Boolean(errors.phone || errors.postcode);

  const submit = form.handleSubmit(({ firstName, lastName, email, phone, postcode, password }) =>
    signUp.submit({ firstName, lastName, email, phone, postcode, password }),
  );

  return (
    <HydratedForm legend="Register" noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          {(c) => <Input {...c} {...form.field("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(c) => <Input {...c} {...form.field("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        {(c) => <Input {...c} {...form.field("email")} type="email" autoComplete="email" />}
      </FormField>
      {askContact && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Phone" error={errors.phone}>
            {(c) => <Input {...c} {...form.field("phone")} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField label="Postcode" error={errors.postcode}>
            {(c) => (
              <Input
                {...c}
                {...form.field("postcode")}
                autoComplete="postal-code"
                autoCapitalize="characters"
              />
            )}
          </FormField>
        </div>
      )}
      <FormField
        label="Password"
        error={errors.password}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.field("password")} autoComplete="new-password" />}
      </FormField>
      <FormField
        label="Confirm password"
        error={errors.confirmPassword ?? confirmationProblem(password, confirm)}
      >
        {(c) => (
          <PasswordInput {...c} {...form.field("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
      <TermsConsent
        ref={form.ref("acceptTerms")}
        checked={form.values.acceptTerms}
        onCheckedChange={(checked) => form.setValue("acceptTerms", checked)}
        error={errors.acceptTerms}
      />

      <FormAlert failure={signUp.failure} />
      <Button
        type="submit"
        size="lg"
        disabled={signUp.pending || !passwordReady}
        aria-busy={signUp.pending || undefined}
      >
        {signUp.pending ? "Creating account..." : "Create Account"}
      </Button>
    </HydratedForm>
  );
}
