import type { QuoteRequestForm } from "@automobi/domain";
import { FormField, FormSection } from "@/components/form/form-field";
import { useFieldError, usePublicFormContext } from "@/components/form/public-form-context";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/** Section 4: first and last name. */
export function NameSection() {
  const form = usePublicFormContext<QuoteRequestForm>();
  const firstNameError = useFieldError(form, "firstName");
  const lastNameError = useFieldError(form, "lastName");
  return (
    <FormSection title="Your Name">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" error={firstNameError} required>
          {(aria) => <Input {...form.field("firstName")} {...aria} autoComplete="given-name" />}
        </FormField>
        <FormField id="lastName" label="Last name" error={lastNameError} required>
          {(aria) => <Input {...form.field("lastName")} {...aria} autoComplete="family-name" />}
        </FormField>
      </div>
    </FormSection>
  );
}

/** Section 5: what is wrong, in the customer's words. */
export function DescriptionSection() {
  const form = usePublicFormContext<QuoteRequestForm>();
  const error = useFieldError(form, "description");
  return (
    <FormSection title="Describe the Issue">
      <FormField
        id="description"
        label="Issue description"
        error={error}
        required
        hint="What is happening, when it started, and anything a garage should know."
      >
        {(aria) => <Textarea {...form.field("description")} {...aria} rows={5} maxLength={2000} />}
      </FormField>
    </FormSection>
  );
}
