import { MAKE_LABELS, MAKES, normaliseMake, type QuoteRequestForm } from "@automobi/domain";
import { Keyboard, ListFilter } from "lucide-react";
import { FormField } from "@/components/form/form-field";
import {
  useFieldError,
  useFieldValue,
  usePublicFormContext,
} from "@/components/form/public-form-context";
import { SelectControl } from "@/components/form/select-control";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { VehicleContext } from "../quote-form";
import { ModelCombobox } from "./model-combobox";

const MAKE_OPTIONS = MAKES.map((key) => ({ value: key, label: MAKE_LABELS[key] }));

interface MakeModelFieldsProps {
  vehicle: VehicleContext;
  year: number | null;
  onVehicleChange: (vehicle: VehicleContext) => void;
}

/**
 * The model picker (spec §2 item 2): the catalogue's makes and a searchable list of models
 * and variants, or, after the toggle, free-text make and model for any other vehicle.
 */
export function MakeModelFields({ vehicle, year, onVehicleChange }: MakeModelFieldsProps) {
  const form = usePublicFormContext<QuoteRequestForm>();
  const make = useFieldValue(form, "make");
  const model = useFieldValue(form, "model");
  const makeError = useFieldError(form, "make");
  const modelError = useFieldError(form, "model");
  const manual = vehicle.manualEntry;
  const catalogueMake = normaliseMake(make);

  const toggle = () => {
    // Back to the list, a make outside the catalogue cannot be kept.
    if (manual) form.setValue("make", catalogueMake ?? "");
    onVehicleChange({ ...vehicle, manualEntry: !manual, manualChosen: !manual });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {manual ? (
          <FormField id="make" label="Make" error={makeError} required>
            {(aria) => <Input {...form.field("make")} {...aria} autoComplete="off" />}
          </FormField>
        ) : (
          <FormField id="make" label="Make" error={makeError} required>
            {(aria) => (
              <SelectControl
                value={catalogueMake ?? ""}
                onChange={(value) => {
                  if (value === catalogueMake) return;
                  form.setValue("make", value);
                  form.setValue("model", "");
                }}
                placeholder="Choose the make"
                options={MAKE_OPTIONS}
                aria={aria}
              />
            )}
          </FormField>
        )}

        {manual ? (
          <FormField id="model" label="Model" error={modelError} required>
            {(aria) => <Input {...form.field("model")} {...aria} autoComplete="off" />}
          </FormField>
        ) : (
          <FormField
            id="model"
            label="Model"
            error={modelError}
            required
            hint={
              catalogueMake
                ? "Type to search the models and variants."
                : "Choose the make first, then search its models."
            }
          >
            {({ id, ...aria }) => (
              <ModelCombobox
                id={id}
                make={catalogueMake ?? ""}
                year={year}
                value={model}
                onChange={(value) => form.setValue("model", value)}
                disabled={!catalogueMake}
                ariaProps={aria}
              />
            )}
          </FormField>
        )}
      </div>
      <div>
        <Button variant="link" onClick={toggle}>
          {manual ? <ListFilter aria-hidden="true" /> : <Keyboard aria-hidden="true" />}
          {manual ? "Choose from the model list" : "Enter make and model manually"}
        </Button>
      </div>
    </div>
  );
}
