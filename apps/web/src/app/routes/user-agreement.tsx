import { UserAgreementPage } from "@/features/site/components/legal/user-agreement-page";

export function Component() {
  return <UserAgreementPage />;
}
