import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { GaragesPage } from "@/features/garages/components/garages-page";

export function Component() {
  return (
    <RequireStaff>
      <GaragesPage />
    </RequireStaff>
  );
}
