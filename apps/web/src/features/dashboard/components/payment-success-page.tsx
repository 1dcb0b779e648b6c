import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { paths } from "@/lib/paths";
import { REFUND_DUE_MESSAGE } from "@/lib/schemas";
import { quoteRequestsKey } from "../api/list-quote-requests";
import { statsKey } from "../api/overview";
import { verifyPayment } from "../api/payments";
import { PAYMENT_TOASTS } from "../messages";

function useVerification(sessionId: string) {
  return useQuery({
    queryKey: ["payments", "verify", sessionId],
    queryFn: () => verifyPayment(sessionId),
    enabled: sessionId !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function Outcome({
  ok,
  title,
  children,
}: {
  ok: boolean;
  title: string;
  children: React.ReactNode;
}) {
  const Icon = ok ? CheckCircle2 : CircleAlert;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <Icon
        className={ok ? "size-14 text-emerald-600" : "size-14 text-amber-600"}
        aria-hidden="true"
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
      <Button className="mt-8" asChild>
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/**
 * Where the payment provider sends the customer back. The server asks the provider whether the
 * session is paid (the redirect proves nothing), completes it once, and answers with the
 * points; the dashboard then shows the garage.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id")?.trim() ?? "";
  const verification = useVerification(sessionId);
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const verified = verification.data?.success === true;
  const failed = sessionId === "" || verification.isError || verification.data?.success === false;

  useEffect(() => {
    if (announced.current) return;
    if (verified) {
      announced.current = true;
      void queryClient.invalidateQueries({ queryKey: quoteRequestsKey });
      void queryClient.invalidateQueries({ queryKey: statsKey });
      void queryClient.invalidateQueries({ queryKey: ["rewards"] });
      toast.success(PAYMENT_TOASTS.verified, { description: verification.data?.message });
    } else if (failed) {
      announced.current = true;
      toast.error(PAYMENT_TOASTS.verificationError, { description: PAYMENT_TOASTS.verifyFailed });
    }
  }, [verified, failed, verification.data, queryClient]);

  if (verified && verification.data) {
    const { pointsEarned, totalPoints } = verification.data;
    return (
      <Outcome ok title={PAYMENT_TOASTS.successful}>
        <p className="mt-3 text-slate-700">
          You now have access to the garage's name, address and phone number
          {pointsEarned ? `, and you earned ${pointsEarned} reward points` : ""}.
        </p>
        {totalPoints !== null && (
          <p className="mt-2 font-medium text-slate-900">
            Your reward points: <span data-testid="total-points">{totalPoints}</span>
          </p>
        )}
      </Outcome>
    );
  }
  if (failed) {
    return (
      <Outcome ok={false} title={PAYMENT_TOASTS.verificationError}>
        <p className="mt-3 text-slate-700">
          {verification.data?.message === REFUND_DUE_MESSAGE
            ? REFUND_DUE_MESSAGE
            : verification.data?.success === false
              ? `${verification.data.message} No fee has been taken for it.`
              : `${PAYMENT_TOASTS.verifyFailed}. If you paid, it will show on your dashboard shortly.`}
        </p>
      </Outcome>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      Verifying your payment...
    </p>
  );
}
