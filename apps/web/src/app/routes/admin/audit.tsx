import { AuditLogPage } from "@/features/admin/components/audit/audit-log-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff superAdminOnly>
      <AuditLogPage />
    </RequireStaff>
  );
}
