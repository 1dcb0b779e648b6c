import { TEXT_LIMITS } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { TICKET_RESPONSE_SENT, type TicketRespondBody, ticketRespondRequest } from "@/lib/schemas";
import { useRespondToTicket } from "../api/customer-service";

interface RespondFormProps {
  ticketId: string;
  onCancel: () => void;
}

const EMPTY: TicketRespondBody = { message: "", close: false };

/** The respond box: the response is stored, e-mailed to the customer, and shown in the thread. */
export function RespondForm({ ticketId, onCancel }: RespondFormProps) {
  const respond = useRespondToTicket(ticketId);
  const form = useForm<TicketRespondBody>({
    // raw: the API takes the response as typed and applies the same schema itself.
    resolver: zodResolver(ticketRespondRequest, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const text = useWatch({ control: form.control, name: "message" });
  const id = useId();
  const blank = text.trim() === "";

  const submit = form.handleSubmit((values) => {
    if (respond.isPending) return;
    respond.mutate(values, {
      onSuccess: (answer) => {
        toast.success(TICKET_RESPONSE_SENT.title, {
          description: TICKET_RESPONSE_SENT.message(answer.emailedTo),
        });
        form.reset(EMPTY);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, ["message"]);
        toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.responseFailed) });
      },
    });
  });

  return (
    <form
      aria-label="Respond to ticket"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <FormField
        id={`${id}-response`}
        label="Your response"
        error={form.formState.errors.message?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={5}
            maxLength={TEXT_LIMITS.message}
            placeholder="Write your response to the customer..."
            {...form.register("message")}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="close"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-close`}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(next) => field.onChange(next === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={`${id}-close`}>Close ticket after sending</Label>
          </div>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={blank || respond.isPending}>
          <Send aria-hidden="true" />
          {respond.isPending ? "Sending..." : "Send Response"}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
