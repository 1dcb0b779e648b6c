import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { AdminDashboardPage } from "@/features/admin-requests/components/dashboard/admin-dashboard-page";
import { ProductionStatusCard } from "@/features/production-status/components/production-status-card";

export function Component() {
  return (
    <RequireStaff>
      <AdminDashboardPage productionStatus={<ProductionStatusCard />} />
    </RequireStaff>
  );
}
