import {
  BUDGET_RANGE_OPTIONS,
  normalisePostcode,
  PARTS_PREFERENCE_OPTIONS,
  type QuoteRequestForm,
  TIMEFRAME_OPTIONS,
  TRAVEL_DISTANCE_OPTIONS,
} from "@automobi/domain";
import { FormField, FormSection } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import {
  useFieldError,
  useFieldValue,
  usePublicFormContext,
} from "@/components/form/public-form-context";
import { Input } from "@/components/ui/input";

const SELECTS = [
  {
    name: "travelDistance",
    label: "How far will you travel?",
    placeholder: "Choose a distance",
    options: TRAVEL_DISTANCE_OPTIONS,
    required: true,
  },
  {
    name: "timeframe",
    label: "When do you need it?",
    placeholder: "Choose a timeframe",
    options: TIMEFRAME_OPTIONS,
    required: true,
  },
  {
    name: "budgetRange",
    label: "Budget",
    placeholder: "Choose your budget",
    options: BUDGET_RANGE_OPTIONS,
    required: true,
  },
  {
    name: "partsPreference",
    label: "Parts preference",
    placeholder: "Choose a preference",
    options: PARTS_PREFERENCE_OPTIONS,
    required: false,
  },
] as const;

/** One of the section's option lists, kept in the form. */
function PreferenceSelect({ select }: { select: (typeof SELECTS)[number] }) {
  const form = usePublicFormContext<QuoteRequestForm>();
  return (
    <OptionSelect
      id={select.name}
      label={select.label}
      placeholder={select.placeholder}
      options={select.options}
      value={useFieldValue(form, select.name)}
      onChange={(value) => form.setValue(select.name, value)}
      error={useFieldError(form, select.name)}
      required={select.required}
    />
  );
}

/** Section 6: postcode, mobile, travel distance, when needed, budget and parts. */
export function ContactSection() {
  const form = usePublicFormContext<QuoteRequestForm>();
  const postcodeError = useFieldError(form, "postcode");
  const mobileError = useFieldError(form, "mobile");
  const postcode = form.field("postcode", {
    onBlur: (event: { target: { value: string } }) => {
      const normalised = normalisePostcode(event.target.value);
      if (normalised && normalised !== event.target.value) form.setValue("postcode", normalised);
    },
  });

  return (
    <FormSection title="Contact & Preferences">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="postcode" label="Postcode" error={postcodeError} required>
          {(aria) => (
            <Input {...postcode} {...aria} autoComplete="postal-code" className="uppercase" />
          )}
        </FormField>
        <FormField
          id="mobile"
          label="Mobile number"
          error={mobileError}
          required
          hint="A UK number starting 07 or +44."
        >
          {(aria) => <Input {...form.field("mobile")} {...aria} type="tel" autoComplete="tel" />}
        </FormField>
        {SELECTS.map((select) => (
          <PreferenceSelect key={select.name} select={select} />
        ))}
      </div>
    </FormSection>
  );
}
