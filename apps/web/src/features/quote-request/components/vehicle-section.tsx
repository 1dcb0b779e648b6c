import {
  displayRegistration,
  normaliseRegistration,
  type QuoteRequestForm,
  registrationFormat,
} from "@automobi/domain";
import { Loader2, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { FormAlert } from "@/components/form/form-alert";
import { FieldError, FieldLabel, FormSection, fieldAria } from "@/components/form/form-field";
import {
  useFieldError,
  useFieldValue,
  usePublicFormContext,
} from "@/components/form/public-form-context";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useVehicleLookup } from "../hooks/use-vehicle-lookup";
import { forgetLookupOfOtherPlate, type VehicleContext } from "../quote-form";
import { MakeModelFields } from "./make-model-fields";

const WHOLE_PLATE_FORMATS = new Set(["current", "prefix", "suffix", "dateless"]);
/** A 'dateless' A 1 is also the start of AB12 CDE: it waits for the box to be left. */
const COMPLETE_WHILE_TYPING = new Set(["current", "prefix", "suffix"]);

/** The plate with its space when it is a whole plate of one of `formats`; else null. */
function spacedPlate(value: string, formats: ReadonlySet<string>): string | null {
  const format = registrationFormat(value);
  if (!format || !formats.has(format)) return null;
  const spaced = displayRegistration(value);
  return spaced === value ? null : spaced;
}

interface VehicleSectionProps {
  vehicle: VehicleContext;
  onVehicleChange: (vehicle: VehicleContext) => void;
}

const LOOKUP_PROBLEM_ID = "registration-lookup-problem";

/** Sections 1 and 2: the registration with Find, then the make and model. */
export function VehicleSection({ vehicle, onVehicleChange }: VehicleSectionProps) {
  const form = usePublicFormContext<QuoteRequestForm>();
  const registration = useFieldValue(form, "registration");
  const error = useFieldError(form, "registration");
  // Counts answers without a model (DVLA); each one sends focus to the model field.
  const [modelWanted, setModelWanted] = useState(0);
  const lookup = useVehicleLookup((result) => {
    const current = normaliseRegistration(form.getValues("registration"));
    if (result.vehicle.lookedUp?.registration !== current) return false;
    form.setValue("make", result.make);
    form.setValue("model", result.model);
    onVehicleChange(result.vehicle);
    if (result.model === "") setModelWanted((count) => count + 1);
    return true;
  });
  // An effect, not a timer: it runs once the make has rendered and the model field is enabled.
  // Only a new answer moves focus.
  useEffect(() => {
    if (modelWanted > 0) document.getElementById("model")?.focus();
  }, [modelWanted]);

  // A plate gets its space as soon as it is a whole plate, as people write it (AB12 CDE):
  // while typing at the end of the box for the formats that cannot grow, else on leaving it.
  const spacePlate = (value: string, formats: ReadonlySet<string>) => {
    const spaced = spacedPlate(value, formats);
    if (spaced) form.setValue("registration", spaced);
  };

  // A new plate drops what the lookup of the old one gave (spec §2: the lookup fills the
  // vehicle; it must not fill it for a different car).
  const onRegistrationChange = (event: {
    target: { value: string; selectionStart?: number | null };
  }) => {
    const { value, selectionStart } = event.target;
    if (selectionStart == null || selectionStart === value.length) {
      spacePlate(value, COMPLETE_WHILE_TYPING);
    }
    const forgotten = forgetLookupOfOtherPlate(event.target.value, vehicle);
    if (!forgotten) return;
    if (forgotten.clearMakeAndModel) {
      form.setValue("make", "");
      form.setValue("model", "");
    }
    onVehicleChange(forgotten.vehicle);
  };

  // A failed Find is about the plate it was for: typing another plate takes the message away.
  const lookupProblem =
    lookup.problem && lookup.problem.registration === normaliseRegistration(registration)
      ? lookup.problem.failure
      : null;
  const aria = fieldAria("registration", error, false, true);
  const describedBy =
    [aria["aria-describedby"], lookupProblem && LOOKUP_PROBLEM_ID].filter(Boolean).join(" ") ||
    undefined;

  // The lookup's year belongs to the plate it answered for, not to one typed since.
  const year =
    vehicle.lookedUp && vehicle.lookedUp.registration === normaliseRegistration(registration)
      ? vehicle.lookedUp.year
      : null;

  return (
    <FormSection
      title="Your Vehicle"
      description="Enter your registration and press Find, or choose the make and model yourself."
    >
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor="registration" required>
          Registration number
        </FieldLabel>
        <div className="flex gap-2">
          <Input
            {...form.field("registration", {
              setValueAs: (value: string) => value.toUpperCase(),
              onChange: onRegistrationChange,
              onBlur: (event: { target: { value: string } }) =>
                spacePlate(event.target.value, WHOLE_PLATE_FORMATS),
            })}
            {...aria}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. AB12 CDE"
            className="uppercase placeholder:normal-case"
            onKeyDown={(event) => {
              // Enter in the plate box means Find, not send the whole form.
              if (event.key !== "Enter") return;
              event.preventDefault();
              if (!lookup.isPending) lookup.find(form.getValues("registration"));
            }}
          />
          <Button
            variant="secondary"
            disabled={registration.trim() === "" || lookup.isPending}
            aria-busy={lookup.isPending || undefined}
            onClick={() => lookup.find(registration)}
          >
            {lookup.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Search aria-hidden="true" />
            )}
            Find
          </Button>
        </div>
        <FieldError id="registration" message={error} />
        <FormAlert id={LOOKUP_PROBLEM_ID} failure={lookupProblem} />
      </div>
      <MakeModelFields vehicle={vehicle} year={year} onVehicleChange={onVehicleChange} />
    </FormSection>
  );
}
