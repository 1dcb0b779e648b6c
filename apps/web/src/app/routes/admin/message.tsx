import { MessagePage } from "@/features/admin/components/messaging/message-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <MessagePage />
    </RequireStaff>
  );
}
