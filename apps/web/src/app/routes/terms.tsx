import { TermsPage } from "@/features/site/components/legal/terms-page";

export function Component() {
  return <TermsPage />;
}
