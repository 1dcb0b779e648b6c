import { SERVICE_CATEGORIES } from "@automobi/domain";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

interface ServiceCheckboxesProps {
  /** The ticked service ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Makes each checkbox's id unique on the page: `${idPrefix}-${service id}`. */
  idPrefix: string;
}

/** Every service of the catalogue as a checkbox, grouped under its category's heading. */
export function ServiceCheckboxes({ value, onChange, idPrefix }: ServiceCheckboxesProps) {
  return (
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      {SERVICE_CATEGORIES.map((category) => (
        <div key={category.id}>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {category.label}
          </p>
          {category.services.map((service) => {
            const id = `${idPrefix}-${service.id}`;
            return (
              <div key={service.id} className="mt-1 flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={value.includes(service.id)}
                  onCheckedChange={(next) =>
                    onChange(
                      next === true
                        ? [...value, service.id]
                        : value.filter((ticked) => ticked !== service.id),
                    )
                  }
                />
                <Label htmlFor={id} className="font-normal">
                  {service.label}
                </Label>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
