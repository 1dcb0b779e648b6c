import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { StaffPage } from "@/features/staff/components/staff-page";

export function Component() {
  return (
    <RequireStaff superAdminOnly>
      <StaffPage />
    </RequireStaff>
  );
}
