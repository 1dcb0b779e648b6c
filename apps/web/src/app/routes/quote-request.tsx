import { QuoteRequestPage } from "@/features/quote-request/components/quote-request-page";

export function Component() {
  return <QuoteRequestPage />;
}
