import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { MessagePage } from "@/features/admin-messages/components/message-page";

export function Component() {
  return (
    <RequireStaff>
      <MessagePage />
    </RequireStaff>
  );
}
