import { isOneOf, isServiceId, normalisePostcode, type ServiceId } from "@automobi/domain";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { ServiceCheckboxes } from "@/components/form/service-checkboxes";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { type GarageEntry, type GarageUpdateBody, garageUpdateRequest } from "@/lib/schemas";
import { useUpdateGarage } from "../api/garages";
import { GARAGE_TOASTS } from "./garage-messages";

interface GarageFormValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  contactPerson: string;
  postcode: string;
  serviceRadiusMiles: string;
  specialties: ServiceId[];
}

const TEXT_FIELDS = [
  "name",
  "address",
  "postcode",
  "phone",
  "email",
  "contactPerson",
  "serviceRadiusMiles",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const FIELDS: readonly (keyof GarageFormValues)[] = [...TEXT_FIELDS, "specialties"];

function valuesOf(garage: GarageEntry): GarageFormValues {
  return {
    name: garage.name,
    address: garage.address,
    phone: garage.phone,
    email: garage.email,
    contactPerson: garage.contactPerson ?? "",
    postcode: garage.postcode ?? "",
    serviceRadiusMiles: String(garage.serviceRadiusMiles),
    specialties: garage.specialties.filter(isServiceId),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Only what the form changed goes to the server; a blank contact person clears it. */
function changesOf(garage: GarageEntry, values: GarageFormValues): GarageUpdateBody {
  const body: GarageUpdateBody = {};
  if (values.name.trim() !== garage.name) body.name = values.name;
  if (values.address.trim() !== garage.address) body.address = values.address;
  if (values.phone.trim() !== garage.phone) body.phone = values.phone;
  if (values.email.trim().toLowerCase() !== garage.email) body.email = values.email;
  const contact = values.contactPerson.trim();
  if (contact !== (garage.contactPerson ?? ""))
    body.contactPerson = contact === "" ? null : contact;
  // A garage with no postcode yet is asked for one (the server requires it with any edit).
  if (garage.postcode === null || normalisePostcode(values.postcode) !== garage.postcode) {
    body.postcode = values.postcode;
  }
  const radius = values.serviceRadiusMiles.trim();
  if (radius !== String(garage.serviceRadiusMiles)) {
    body.serviceRadiusMiles = radius === "" ? Number.NaN : Number(radius);
  }
  if (!sameSet(values.specialties, garage.specialties)) body.specialties = values.specialties;
  return body;
}

const LABELS: Record<TextField, string> = {
  name: "Garage Name",
  address: "Address",
  phone: "Phone",
  email: "Email",
  contactPerson: "Contact Person (optional)",
  postcode: "Postcode",
  serviceRadiusMiles: "Service radius (miles)",
};

const INPUT_TYPES: Partial<Record<TextField, { type: string; inputMode?: "numeric" }>> = {
  phone: { type: "tel" },
  email: { type: "email" },
  serviceRadiusMiles: { type: "text", inputMode: "numeric" },
};

/** Edit a garage in a dialog, checked with the server's own schema and messages. */
export function EditGarageDialog({ garage }: { garage: GarageEntry }) {
  const [open, setOpen] = useState(false);
  const form = useForm<GarageFormValues>({ defaultValues: valuesOf(garage) });
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateGarage();
  const { errors } = form.formState;
  const idOf = (field: keyof GarageFormValues) => `garage-${garage.id}-${field}`;

  const changeOpen = (next: boolean) => {
    if (next) {
      form.reset(valuesOf(garage));
      setFormError(null);
    }
    setOpen(next);
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    const body = changesOf(garage, values);
    const checked = garageUpdateRequest.safeParse(body);
    if (!checked.success) {
      let focused = false;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isOneOf(FIELDS, field)) {
          form.setError(field, { message: issue.message }, { shouldFocus: !focused });
          focused = true;
        } else {
          setFormError(issue.message);
        }
      }
      return;
    }
    update.mutate(
      { id: garage.id, body },
      {
        onSuccess: () => {
          toast.success(GARAGE_TOASTS.updated);
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const named = FIELDS.filter((field) => error.fields[field]);
            named.forEach((field, index) => {
              form.setError(
                field,
                { type: "server", message: error.fields[field] },
                { shouldFocus: index === 0 },
              );
            });
          }
          toast.error("Error", { description: messageOf(error, GARAGE_TOASTS.updateFailed) });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only"> {garage.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Garage</DialogTitle>
          <DialogDescription className="break-words">
            Change the details of {garage.name}. Only the fields you change are saved.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field}
              id={idOf(field)}
              label={LABELS[field]}
              error={errors[field]?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type={INPUT_TYPES[field]?.type ?? "text"}
                  inputMode={INPUT_TYPES[field]?.inputMode}
                  autoComplete="off"
                  {...form.register(field)}
                />
              )}
            </FormField>
          ))}
          <Controller
            control={form.control}
            name="specialties"
            render={({ field }) => (
              <fieldset
                className="flex min-w-0 flex-col gap-3"
                aria-describedby={errors.specialties ? `${idOf("specialties")}-error` : undefined}
              >
                <legend className="text-sm font-medium text-slate-900">Specialties</legend>
                <ServiceCheckboxes
                  idPrefix={idOf("specialties")}
                  value={field.value}
                  onChange={field.onChange}
                />
                {errors.specialties?.message && (
                  <p
                    id={`${idOf("specialties")}-error`}
                    className="text-sm font-medium text-red-700"
                  >
                    {errors.specialties.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          {formError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
