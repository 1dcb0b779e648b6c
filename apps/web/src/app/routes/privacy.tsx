import { PrivacyPage } from "@/features/site/components/legal/privacy-page";

export function Component() {
  return <PrivacyPage />;
}
