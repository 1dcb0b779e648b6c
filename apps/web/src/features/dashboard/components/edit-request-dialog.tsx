import {
  BUDGET_RANGE_OPTIONS,
  displayUkPhone,
  editBlockReason,
  PARTS_PREFERENCE_OPTIONS,
  TIMEFRAME_OPTIONS,
  TRAVEL_DISTANCE_OPTIONS,
} from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import {
  type CustomerQuoteRequest,
  type QuoteRequestEditForm,
  quoteRequestEditSchema,
} from "@/lib/schemas";
import { useEditRequest } from "../api/manage";
import { RequestPhotos } from "./request-photos";

const UPDATE_FAILED = "Failed to update quote request";
const FIELDS = [
  "services",
  "description",
  "damageType",
  "budgetRange",
  "partsPreference",
  "travelDistance",
  "timeframe",
  "availability",
  "postcode",
  "mobile",
  "phoneNumber",
] as const;

type EditValues = {
  services: string[];
  description: string;
  damageType: string;
  budgetRange: string;
  partsPreference: string;
  travelDistance: string;
  timeframe: string;
  availability: string;
  postcode: string;
  mobile: string;
  phoneNumber: string;
};

const valuesOf = (request: CustomerQuoteRequest): EditValues => ({
  services: [...request.services],
  description: request.description,
  damageType: request.damageType ?? "",
  budgetRange: request.budgetRange,
  partsPreference: request.partsPreference,
  travelDistance: request.travelDistance,
  timeframe: request.timeframe,
  availability: request.availability ?? "",
  postcode: request.postcode,
  mobile: displayUkPhone(request.mobile),
  phoneNumber: request.phoneNumber ? displayUkPhone(request.phoneNumber) : "",
});

/** The Manage tab's edit form (spec 001 §5): at least one service; the rest as on the quote form. */
export function EditRequestDialog({ request }: { request: CustomerQuoteRequest }) {
  const [open, setOpen] = useState(false);
  const blocked = editBlockReason(request);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={blocked !== null}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close without saving" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Quote Request</DialogTitle>
          <DialogDescription>
            Change what you told us; garages see the new details.
          </DialogDescription>
        </DialogHeader>
        {open && <EditForm request={request} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ request, onDone }: { request: CustomerQuoteRequest; onDone: () => void }) {
  // raw: the server takes the values as typed (once the schema has passed them) and applies the
  // same schema itself.
  const form = useForm<EditValues, unknown, QuoteRequestEditForm>({
    resolver: zodResolver(quoteRequestEditSchema, undefined, { raw: true }) as never,
    defaultValues: valuesOf(request),
  });
  const save = useEditRequest();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: request.id, body: values },
      {
        onSuccess: () => {
          toast.success("Quote Updated", { description: "Your quote request has been updated." });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Error", { description: messageOf(error, UPDATE_FAILED) });
        },
      },
    ),
  );

  const select = (
    name: "budgetRange" | "partsPreference" | "travelDistance" | "timeframe",
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          id={`edit-${name}`}
          label={label}
          placeholder="Choose one"
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const text = (
    name: "postcode" | "mobile" | "phoneNumber" | "damageType" | "availability",
    label: string,
  ) => (
    <FormField id={`edit-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => <Input {...aria} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.services ? "edit-services-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">
          Services <span className="text-red-700">(required)</span>
        </legend>
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => (
            <ServiceCheckboxes
              idPrefix="edit-service"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {errors.services?.message && (
          <p id="edit-services-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.services.message}
          </p>
        )}
      </fieldset>
      <FormField id="edit-description" label="Description" error={errors.description?.message}>
        {(aria) => (
          <Textarea {...aria} {...form.register("description")} rows={4} maxLength={2000} />
        )}
      </FormField>
      {text("damageType", "Damage type (optional)")}
      <div className="grid gap-4 sm:grid-cols-2">
        {select("budgetRange", "Budget", BUDGET_RANGE_OPTIONS)}
        {select("partsPreference", "Parts preference", PARTS_PREFERENCE_OPTIONS)}
        {select("travelDistance", "Travel distance", TRAVEL_DISTANCE_OPTIONS)}
        {select("timeframe", "Timeframe", TIMEFRAME_OPTIONS)}
        {text("postcode", "Postcode")}
        {text("mobile", "Mobile number")}
        {text("phoneNumber", "Other phone number (optional)")}
        {text("availability", "Availability (optional)")}
      </div>
      <RequestPhotos requestId={request.id} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
