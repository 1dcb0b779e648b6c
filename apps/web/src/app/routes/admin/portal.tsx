import { AdminPortalPage } from "@/features/admin/components/portal/admin-portal-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <AdminPortalPage />
    </RequireStaff>
  );
}
