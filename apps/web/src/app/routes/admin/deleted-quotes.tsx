import { PlaceholderPage } from "@/components/placeholder-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <PlaceholderPage title="Deleted Quote Requests" />
    </RequireStaff>
  );
}
