import { CustomerServicePage } from "@/features/admin/components/customer-service/customer-service-page";
import { RequireStaff } from "@/features/admin-auth/components/require-staff";

export function Component() {
  return (
    <RequireStaff>
      <CustomerServicePage />
    </RequireStaff>
  );
}
