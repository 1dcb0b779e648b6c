import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { DeletedRequestsPage } from "@/features/admin-requests/components/deleted/deleted-requests-page";

export function Component() {
  return (
    <RequireStaff>
      <DeletedRequestsPage />
    </RequireStaff>
  );
}
