import { formatGBP } from "@automobi/domain";
import { CreditCard } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { useCreatePayment, usePaymentTerms } from "../api/payments";
import { openCheckout } from "../lib/open-checkout";
import { PAYMENT_TOASTS } from "../messages";

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return PAYMENT_TOASTS.signedOut;
  return messageOf(error, PAYMENT_TOASTS.createFailed);
}

/**
 * The service-fee card under an accepted quote (spec 001 §2): the fee and the points from the
 * stored settings, non-refundable, and 'Pay £3 Service Fee' opening the checkout.
 */
export function PaymentCard({
  quoteRequestId,
  takeFocus = false,
}: {
  quoteRequestId: string;
  /** Just accepted: the card takes the focus from the Accept button that went away. */
  takeFocus?: boolean;
}) {
  const terms = usePaymentTerms();
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) cardRef.current?.focus();
  }, [takeFocus]);
  const create = useCreatePayment();
  const fee = terms.data ? formatGBP(terms.data.feePence, { dropZeroPence: true }) : null;

  const pay = () =>
    create.mutate(quoteRequestId, {
      onSuccess: ({ url }) => {
        if (!url) {
          toast.error(PAYMENT_TOASTS.error, { description: PAYMENT_TOASTS.noUrl });
          return;
        }
        openCheckout(url);
      },
      onError: (error) => toast.error(PAYMENT_TOASTS.error, { description: failureMessage(error) }),
    });

  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      aria-label="Service fee"
      className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <p className="font-semibold text-slate-900">Unlock this garage's contact details</p>
      {terms.data ? (
        <p className="mt-1 text-sm text-slate-700">
          Pay a one-off service fee of {formatGBP(terms.data.feePence)} to see the garage's name,
          address and phone number. The fee is non-refundable, and you earn{" "}
          {terms.data.rewardPoints} reward points.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {terms.isError
            ? "We couldn't load the service fee. Please refresh the page."
            : "Loading the service fee..."}
        </p>
      )}
      <Button className="mt-3 w-full sm:w-auto" disabled={!fee || create.isPending} onClick={pay}>
        <CreditCard aria-hidden="true" />
        {create.isPending ? "Opening payment..." : `Pay ${fee ?? ""} Service Fee`}
      </Button>
    </section>
  );
}
