import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import {
  type QuoteRejectBody,
  quoteRejectRequest,
  REJECTION_REASON_MAX_LENGTH,
} from "@/lib/schemas";
import { useQuoteDecision } from "../api/quote-decisions";
import { DECISION_TOASTS } from "../messages";

/** The Reject Quote dialog's form (reject-quote-dialog.tsx), downloaded when the dialog first opens. */
export function RejectForm({ quoteId, onDone }: { quoteId: string; onDone: () => void }) {
  const { reject } = useQuoteDecision();
  const id = useId();
  // A blank reason shows its message once the box is left, and from then on as it changes.
  const form = useForm<QuoteRejectBody>({
    resolver: zodResolver(quoteRejectRequest),
    mode: "onTouched",
    defaultValues: { reason: "" },
  });
  const blank = (useWatch({ control: form.control, name: "reason" }) ?? "").trim() === "";
  const error = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(({ reason }) => {
    if (reject.isPending) return;
    reject.mutate(
      { quoteId, reason },
      {
        onSuccess: () => {
          toast.success(DECISION_TOASTS.rejected, {
            description: DECISION_TOASTS.rejectedDescription,
          });
          onDone();
        },
        onError: (failure) => {
          const message = messageOf(failure, DECISION_TOASTS.rejectFailed);
          toast.error("Error", { description: message });
          // The server's reason for refusing stays under the box until the reason changes.
          if (message !== DECISION_TOASTS.rejectFailed) {
            form.setError("reason", { type: "server", message });
          }
        },
      },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Reason for rejection</Label>
        <Textarea
          {...fieldAria(id, error)}
          {...form.register("reason")}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          placeholder="For example: the price is higher than I expected"
        />
        <FieldError id={id} message={error} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={blank || reject.isPending}>
          {reject.isPending ? "Rejecting..." : "Reject Quote"}
        </Button>
      </DialogFooter>
    </form>
  );
}
