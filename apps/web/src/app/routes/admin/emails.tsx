import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { EmailLogPage } from "@/features/outbox/components/email-log-page";

export function Component() {
  return (
    <RequireStaff>
      <EmailLogPage />
    </RequireStaff>
  );
}
