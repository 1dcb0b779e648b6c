import { PaymentSuccessPage } from "@/features/dashboard/components/payment-success-page";
import { RequireUser } from "@/lib/auth/require-user";

export function Component() {
  return (
    <RequireUser loadingText="Verifying your payment...">
      {() => <PaymentSuccessPage />}
    </RequireUser>
  );
}
