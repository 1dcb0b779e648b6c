import { AdminDashboardPage } from "@/features/admin/components/dashboard/admin-dashboard-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <AdminDashboardPage />
    </RequireStaff>
  );
}
