import { InvitationPage } from "@/features/garage-portal/components/invitation-page";

export function Component() {
  return <InvitationPage />;
}
