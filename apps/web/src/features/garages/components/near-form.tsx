import { zodResolver } from "@hookform/resolvers/zod";
import { MapPin } from "lucide-react";
import { useForm } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { InputWithIcon } from "@/components/ui/input-with-icon";
import { Label } from "@/components/ui/label";
import { garageListQuery } from "@/lib/schemas";

// raw: the server reads the postcode as typed and applies the same schema itself.
const nearSchema = garageListQuery.pick({ near: true });

/** Sort the directory by distance from a postcode, checked as the server checks it. */
export function NearForm({ near, onNear }: { near: string; onNear: (postcode: string) => void }) {
  const form = useForm<{ near?: string }>({
    resolver: zodResolver(nearSchema, undefined, { raw: true }),
    defaultValues: { near },
  });
  const error = form.formState.errors.near?.message;
  const submit = form.handleSubmit((values) => onNear(values.near?.trim() ?? ""));
  return (
    <form noValidate className="flex flex-col gap-1.5" onSubmit={submit}>
      <Label htmlFor="garage-near">Sort by distance from</Label>
      <div className="flex gap-2">
        <InputWithIcon
          icon={MapPin}
          wrapperClassName="min-w-0 flex-1"
          {...fieldAria("garage-near", error)}
          placeholder="Postcode, e.g. LS1 4DY"
          autoComplete="off"
          {...form.register("near")}
        />
        <Button type="submit" variant="outline">
          Sort
        </Button>
        {near && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              form.reset({ near: "" });
              onNear("");
            }}
          >
            By name
          </Button>
        )}
      </div>
      <FieldError id="garage-near" message={error} />
    </form>
  );
}
