import { GaragesPage } from "@/features/admin/components/garages/garages-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <GaragesPage />
    </RequireStaff>
  );
}
