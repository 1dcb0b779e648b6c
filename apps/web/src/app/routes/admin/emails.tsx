import { EmailLogPage } from "@/features/admin/components/emails/email-log-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <EmailLogPage />
    </RequireStaff>
  );
}
