import { RequireStaff } from "@/features/admin-auth/components/require-staff";
import { CustomerServicePage } from "@/features/customer-service/components/customer-service-page";

export function Component() {
  return (
    <RequireStaff>
      <CustomerServicePage />
    </RequireStaff>
  );
}
