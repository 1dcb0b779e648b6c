import { PlaceholderPage } from "@/components/placeholder-page";
import { AdminNav } from "@/features/admin/components/admin-shell";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <AdminNav />
      </div>
      <PlaceholderPage title="Customer Service Center" />
    </RequireStaff>
  );
}
