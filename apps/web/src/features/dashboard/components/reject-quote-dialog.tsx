import {
  formatGBP,
  REJECTION_REASON_MAX_LENGTH,
  REJECTION_REASON_REQUIRED_MESSAGE,
} from "@automobi/domain";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { FieldError, fieldAria } from "@/components/form/form-field";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { messageOf } from "@/lib/error-message";
import type { CustomerQuote } from "../api/list-quote-requests";
import { useQuoteDecision } from "../api/quote-decisions";
import { DECISION_TOASTS } from "../messages";

/**
 * The Reject Quote dialog (spec 001 §5): a reason is required, and Reject stays disabled
 * while it is blank after trimming. The reason reaches our support team with the request.
 */
export function RejectQuoteDialog({ quote, label }: { quote: CustomerQuote; label: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const { reject } = useQuoteDecision();
  const id = useId();
  const blank = reason.trim() === "";
  const [serverError, setServerError] = useState<string>();
  const error = serverError ?? (touched && blank ? REJECTION_REASON_REQUIRED_MESSAGE : undefined);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setTouched(false);
      setServerError(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || reject.isPending) return;
    reject.mutate(
      { quoteId: quote.id, reason },
      {
        onSuccess: () => {
          toast.success(DECISION_TOASTS.rejected, {
            description: DECISION_TOASTS.rejectedDescription,
          });
          openChange(false);
        },
        onError: (failure) => {
          const message = messageOf(failure, DECISION_TOASTS.rejectFailed);
          toast.error("Error", { description: message });
          setServerError(message === DECISION_TOASTS.rejectFailed ? undefined : message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close without rejecting">
        <DialogHeader>
          <DialogTitle>Reject Quote</DialogTitle>
          <DialogDescription>
            Tell us why the {formatGBP(quote.pricePence)} quote is not right for you. Our team reads
            every reason and looks for a better quote.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>Reason for rejection</Label>
            <Textarea
              {...fieldAria(id, error)}
              value={reason}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              onChange={(event) => {
                setReason(event.target.value);
                setServerError(undefined);
              }}
              onBlur={() => setTouched(true)}
              placeholder="For example: the price is higher than I expected"
            />
            <FieldError id={id} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={blank || reject.isPending}>
              {reject.isPending ? "Rejecting..." : "Reject Quote"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
