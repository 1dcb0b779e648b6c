import {
  meetsPasswordPolicy,
  normaliseUkMobile,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type RegisterBody,
  type RegisterForm,
} from "@automobi/domain";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/form/form-alert";
import { FormField } from "@/components/form/form-field";
import { HydratedForm } from "@/components/form/hydrated-form";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type SignUpOptions, useSignUp } from "@/lib/auth/sign-up";
import { applyFieldErrors } from "@/lib/field-errors";
import { lazyResolver } from "@/lib/form-validation";
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
  const form = useForm<RegisterForm, unknown, RegisterBody>({
    resolver: lazyResolver((rules) => rules.registerResolver),
    defaultValues: {
      firstName: defaults?.firstName ?? "",
      lastName: defaults?.lastName ?? "",
      email: defaults?.email ?? "",
      // The quote form takes '(07700) 900-123'; the account's phone is written without marks.
      phone: props.contact ? (normaliseUkMobile(props.contact.phone) ?? props.contact.phone) : "",
      postcode: props.contact?.postcode ?? "",
      password: "",
      confirmPassword: "",
    },
  });
  const { errors } = form.formState;
  const [password = "", confirm = ""] = useWatch({
    control: form.control,
    name: ["password", "confirmPassword"],
  });
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
        <FormField label="First name" error={errors.firstName?.message}>
          {(c) => <Input {...c} {...form.register("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(c) => <Input {...c} {...form.register("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...form.register("email")} type="email" autoComplete="email" />}
      </FormField>
      {askContact && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Phone" error={errors.phone?.message}>
            {(c) => <Input {...c} {...form.register("phone")} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField label="Postcode" error={errors.postcode?.message}>
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
      )}
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField
        label="Confirm password"
        error={errors.confirmPassword?.message ?? confirmationProblem(password, confirm)}
      >
        {(c) => (
          <PasswordInput {...c} {...form.register("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
      <TermsConsent control={form.control} error={errors.acceptTerms?.message} />

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
