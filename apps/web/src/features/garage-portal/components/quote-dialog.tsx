import { displayVehicle, poundsToPence } from "@automobi/domain";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BreakdownTotals } from "@/components/breakdown-totals";
import { FormField } from "@/components/form/form-field";
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
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import {
  ADMIN_QUOTE_MESSAGES,
  GARAGE_PORTAL_MESSAGES,
  type GarageNearbyRequest,
  type GarageQuoteBody,
  garageQuoteRequest,
} from "@/lib/schemas";
import { useVatRate } from "@/lib/vat-rate";
import { useSendQuote } from "../api/portal";

interface QuoteFormValues {
  parts: string;
  labour: string;
  description: string;
  estimatedDuration: string;
  warrantyInfo: string;
}

const EMPTY: QuoteFormValues = {
  parts: "",
  labour: "",
  description: "",
  estimatedDuration: "",
  warrantyInfo: "",
};

type Field = keyof QuoteFormValues;

/** Where the server's (or the schema's) message for a body field goes on this form. */
function formFieldOf(path: string): Field | "breakdown" | null {
  if (path === "breakdown.partsPence") return "parts";
  if (path === "breakdown.labourPence") return "labour";
  if (path.startsWith("breakdown")) return "breakdown";
  if (path === "description" || path === "estimatedDuration" || path === "warrantyInfo")
    return path;
  return null;
}

/**
 * The garage's own quote for a request near it: parts and labour, with VAT at the stored rate
 * and the total worked out as the server will (`quoteTotalsOf`), the work, its duration and any
 * warranty. The server checks it all again, with the same messages.
 */
export function QuoteDialog({ request }: { request: GarageNearbyRequest }) {
  const [open, setOpen] = useState(false);
  const form = useForm<QuoteFormValues>({ defaultValues: EMPTY });
  const [breakdownError, setBreakdownError] = useState<string | null>(null);
  const vatRate = useVatRate();
  const send = useSendQuote();
  const { errors } = form.formState;
  const vehicle = displayVehicle(request);
  const idOf = (field: string) => `quote-${request.id}-${field}`;

  const [parts, labour] = form.watch(["parts", "labour"]);
  const partsPence = poundsToPence(parts);
  const labourPence = poundsToPence(labour);

  const showProblems = (problems: Record<string, string>) => {
    let focused = false;
    for (const [path, message] of Object.entries(problems)) {
      const field = formFieldOf(path);
      if (field === "breakdown") setBreakdownError(message);
      else if (field) {
        form.setError(field, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  const submit = form.handleSubmit((values) => {
    setBreakdownError(null);
    const typed: Record<string, string> = {};
    if (partsPence === null) typed.parts = ADMIN_QUOTE_MESSAGES.priceFormat;
    if (labourPence === null) typed.labour = ADMIN_QUOTE_MESSAGES.priceFormat;
    const body: GarageQuoteBody = {
      breakdown: { partsPence: partsPence ?? 0, labourPence: labourPence ?? 0 },
      description: values.description,
      estimatedDuration: values.estimatedDuration,
      warrantyInfo: values.warrantyInfo.trim() || null,
    };
    const checked = garageQuoteRequest.safeParse(body);
    const problems: Record<string, string> = { ...typed };
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = issue.path.join(".");
        if (!(formFieldOf(path) === "parts" && typed.parts)) problems[path] ??= issue.message;
      }
    }
    if (Object.keys(problems).length > 0) return showProblems(problems);
    send.mutate(
      { requestId: request.id, body },
      {
        onSuccess: () => {
          toast.success(GARAGE_PORTAL_MESSAGES.quoted, { description: vehicle });
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            showProblems(error.fields);
            return;
          }
          toast.error("Error", { description: messageOf(error, "Failed to send the quote") });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(EMPTY);
          setBreakdownError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <Send aria-hidden="true" />
          Send a quote
          <span className="sr-only"> for the {vehicle}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a quote</DialogTitle>
          <DialogDescription className="break-words">
            For the {vehicle} in {request.outwardCode}. The customer sees the price and its
            breakdown, not your garage's name, until they accept and pay the service fee.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Price breakdown</legend>
            {(["parts", "labour"] as const).map((field) => (
              <FormField
                key={field}
                id={idOf(field)}
                label={field === "parts" ? "Parts (£)" : "Labour (£)"}
                error={errors[field]?.message}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.register(field)}
                  />
                )}
              </FormField>
            ))}
            <BreakdownTotals
              partsPence={partsPence}
              labourPence={labourPence}
              vatRate={vatRate}
              totalLabel="Total"
            />
            {breakdownError && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {breakdownError}
              </p>
            )}
          </fieldset>
          <FormField
            id={idOf("description")}
            label="Work Description"
            error={errors.description?.message}
          >
            {(aria) => <Textarea {...aria} rows={3} {...form.register("description")} />}
          </FormField>
          <FormField
            id={idOf("estimatedDuration")}
            label="Estimated Duration"
            error={errors.estimatedDuration?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                placeholder="For example: 2-3 hours"
                {...form.register("estimatedDuration")}
              />
            )}
          </FormField>
          <FormField
            id={idOf("warrantyInfo")}
            label="Warranty Information (optional)"
            error={errors.warrantyInfo?.message}
          >
            {(aria) => <Input {...aria} {...form.register("warrantyInfo")} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Quote"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
