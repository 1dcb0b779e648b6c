import { type QuoteRequestForm, SERVICE_CATEGORIES } from "@automobi/domain";
import { Siren } from "lucide-react";
import { FieldError, FormSection } from "@/components/form/form-field";
import {
  useFieldError,
  useFieldValue,
  usePublicFormContext,
} from "@/components/form/public-form-context";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";
import { serviceCheckboxId } from "../quote-form";

/** Section 3: every service of the catalogue, grouped by category; any number may be chosen. */
export function ServicesSection() {
  const form = usePublicFormContext<QuoteRequestForm>();
  const services = useFieldValue(form, "services");
  const error = useFieldError(form, "services");
  const toggle = (id: string, checked: boolean) =>
    form.setValue(
      "services",
      checked ? [...services, id] : services.filter((value) => value !== id),
    );

  return (
    <FormSection title="Services Needed" description="Choose every service you would like quoted.">
      <fieldset aria-describedby={error ? "services-error" : undefined}>
        <legend className="sr-only">Services</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SERVICE_CATEGORIES.map((category) => (
            <fieldset
              key={category.id}
              className={cx(
                "rounded-lg border p-3",
                category.urgent ? "border-red-300 bg-red-50" : "border-slate-200",
              )}
            >
              <legend
                className={cx(
                  "flex items-center gap-1.5 px-1 text-sm font-semibold",
                  category.urgent ? "text-red-800" : "text-slate-900",
                )}
              >
                {category.urgent && <Siren className="size-4" aria-hidden="true" />}
                {category.label}
              </legend>
              <ul className="flex flex-col gap-2">
                {category.services.map((service) => {
                  const id = serviceCheckboxId(service.id);
                  return (
                    <li key={service.id} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={services.includes(service.id)}
                        onCheckedChange={(checked) => toggle(service.id, checked === true)}
                        aria-invalid={error ? true : undefined}
                      />
                      <Label htmlFor={id} className="font-normal">
                        {service.label}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <FieldError id="services" message={error} />
    </FormSection>
  );
}
