import { QuoteProcessingPage } from "@/features/admin/components/quote-processing/quote-processing-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <QuoteProcessingPage />
    </RequireStaff>
  );
}
