import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { AuditLogPage } from "@/features/audit-log/components/audit-log-page";

export function Component() {
  return (
    <RequireStaff superAdminOnly>
      <AuditLogPage />
    </RequireStaff>
  );
}
