import { displayVehicleWithRegistration, ERROR_CODES, poundsToPence } from "@automobi/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BreakdownTotals } from "@/components/breakdown-totals";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import type { AdminQuoteCreateBody, AdminQuoteRequest, GarageChoice } from "@/lib/schemas";
import { useVatRate } from "@/lib/vat-rate";
import { useCreateQuote } from "../api/quotes";
import {
  QUOTE_FIELDS,
  QUOTE_FIELDS_SENT_AS,
  type QuoteFormValues,
  quoteBodyOf,
} from "../quote-body";
import { GarageDistance, GaragePicker } from "./garage-picker";

const EMPTY: QuoteFormValues = {
  garageName: "",
  garagePhone: "",
  garageAddress: "",
  garagePostcode: "",
  garageEmail: "",
  price: "",
  description: "",
  estimatedDuration: "",
  warrantyInfo: "",
  parts: "",
  labour: "",
  breakdown: "",
};

/**
 * The admin quote form (spec 001 §5): the garage (picked from the directory or typed in), the
 * price in pounds, the work and its duration, all required; warranty optional. Beyond the
 * spec, the price may be itemised instead: parts and labour, with VAT and the total worked out
 * by the domain's rule at the stored VAT rate, as the server works them out. The typed amounts
 * go in pence, checked with the server's own schema before they are sent (`quoteBodyOf`).
 * A garage beyond the customer's travel distance is marked when picked, and the server's
 * question is asked before such a quote is created.
 */
export function QuoteForm({ request, onDone }: { request: AdminQuoteRequest; onDone: () => void }) {
  const form = useForm<QuoteFormValues>({ defaultValues: EMPTY });
  const [itemised, setItemised] = useState(false);
  const create = useCreateQuote();
  const vatRate = useVatRate();
  const { errors } = form.formState;
  const feedback = request.rejectionFeedback[0];
  const [pickedGarage, setPickedGarage] = useState<GarageChoice | null>(null);
  /** The quote the server asked to confirm, with its question. */
  const [toConfirm, setToConfirm] = useState<{ body: AdminQuoteCreateBody; question: string }>();

  const send = (body: AdminQuoteCreateBody) =>
    create.mutate(
      { requestId: request.id, body },
      {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.quoteCreated);
          form.reset(EMPTY);
          setItemised(false);
          setPickedGarage(null);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.CONFIRMATION_REQUIRED) {
            setToConfirm({ body, question: error.message });
            return;
          }
          applyFieldErrors(error, form.setError, QUOTE_FIELDS, QUOTE_FIELDS_SENT_AS);
          toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.createQuoteFailed) });
        },
      },
    );

  const submit = form.handleSubmit((values) => {
    const checked = quoteBodyOf(values, itemised);
    if ("errors" in checked) {
      for (const [field, message] of checked.errors) form.setError(field, { message });
      form.setFocus(checked.errors[0]?.[0] ?? "garageName");
      return;
    }
    send(checked.body);
  });

  const fillGarage = (garage: GarageChoice) => {
    setPickedGarage(garage);
    for (const [field, value] of [
      ["garageName", garage.name],
      ["garagePhone", garage.phone],
      ["garageAddress", garage.address],
      ["garagePostcode", garage.postcode ?? ""],
      ["garageEmail", garage.email],
    ] as const) {
      form.setValue(field, value);
      form.clearErrors(field);
    }
  };

  const [parts, labour, garageEmail] = form.watch(["parts", "labour", "garageEmail"]);
  const partsPence = poundsToPence(parts);
  const labourPence = poundsToPence(labour);

  const text = (
    name: keyof QuoteFormValues,
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <FormField id={`quote-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => <Input {...aria} {...form.register(name)} {...props} />}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Create New Quote"
    >
      <p className="text-sm text-slate-700">
        For <span className="font-medium">{displayVehicleWithRegistration(request)}</span>,{" "}
        {request.customerEmail}
      </p>
      {feedback && (
        <div className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          <p className="font-semibold">Previous rejection feedback</p>
          <p className="mt-1 font-medium">{feedback.subject}</p>
          <p className="mt-0.5 break-words">{feedback.message}</p>
        </div>
      )}
      <GaragePicker request={request} onPick={fillGarage} />
      {pickedGarage && pickedGarage.email === garageEmail && (
        <p className="-mt-2 text-sm text-slate-700">
          <span className="font-medium">{pickedGarage.name}</span>
          <GarageDistance
            miles={pickedGarage.distanceMiles}
            travelDistance={request.travelDistance}
          />
        </p>
      )}
      {text("garageName", "Garage Name", { autoComplete: "organization" })}
      {text("garagePhone", "Garage Phone", { type: "tel", autoComplete: "tel" })}
      {text("garageAddress", "Garage Address", { autoComplete: "street-address" })}
      {text("garagePostcode", "Garage Postcode", { autoComplete: "postal-code" })}
      {text("garageEmail", "Garage Email", { type: "email", autoComplete: "email" })}
      <div className="flex items-center gap-2">
        <Checkbox
          id="quote-itemised"
          checked={itemised}
          onCheckedChange={(checked) => setItemised(checked === true)}
        />
        <Label htmlFor="quote-itemised">Itemise parts and labour (VAT added)</Label>
      </div>
      {itemised ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Price breakdown</legend>
          {text("parts", "Parts (£)", { type: "number", step: "0.01", min: "0" })}
          {text("labour", "Labour (£)", { type: "number", step: "0.01", min: "0" })}
          <BreakdownTotals
            partsPence={partsPence}
            labourPence={labourPence}
            vatRate={vatRate}
            totalLabel="Price"
          />
          {errors.breakdown?.message && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {errors.breakdown.message}
            </p>
          )}
        </fieldset>
      ) : (
        text("price", "Price (£)", { type: "number", step: "0.01", min: "0", inputMode: "decimal" })
      )}
      <FormField
        id="quote-description"
        label="Work Description"
        error={errors.description?.message}
      >
        {(aria) => <Textarea {...aria} {...form.register("description")} rows={3} />}
      </FormField>
      {text("estimatedDuration", "Estimated Duration", { placeholder: "For example: 2-3 hours" })}
      {text("warrantyInfo", "Warranty Information (optional)")}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create Quote"}
      </Button>
      <ConfirmDialog
        open={toConfirm !== undefined}
        onOpenChange={(open) => {
          if (!open) setToConfirm(undefined);
        }}
        title="Beyond the customer's travel distance"
        description={toConfirm?.question ?? ""}
        confirmLabel="Create anyway"
        confirmVariant="primary"
        pending={create.isPending}
        onConfirm={() => {
          if (toConfirm) send({ ...toConfirm.body, confirmOutsideReach: true });
        }}
      />
    </form>
  );
}
