import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { QuoteForm } from "@/features/admin-quotes/components/quote-form";
import { RequestQuotes } from "@/features/admin-quotes/components/request-quotes";
import { QuoteProcessingPage } from "@/features/admin-requests/components/quote-processing/quote-processing-page";

export function Component() {
  return (
    <RequireStaff>
      <QuoteProcessingPage QuoteForm={QuoteForm} QuoteList={RequestQuotes} />
    </RequireStaff>
  );
}
