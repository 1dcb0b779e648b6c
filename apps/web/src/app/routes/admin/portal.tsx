import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { AdminPortalPage } from "@/features/admin-portal/components/admin-portal-page";

export function Component() {
  return (
    <RequireStaff>
      <AdminPortalPage />
    </RequireStaff>
  );
}
