import { DeletedRequestsPage } from "@/features/admin/components/deleted/deleted-requests-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <DeletedRequestsPage />
    </RequireStaff>
  );
}
