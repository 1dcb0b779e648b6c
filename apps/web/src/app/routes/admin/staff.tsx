import { StaffPage } from "@/features/admin/components/staff/staff-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff superAdminOnly>
      <StaffPage />
    </RequireStaff>
  );
}
