import { AdminLoginPage } from "@/features/admin-auth/components/admin-login-page";

export function Component() {
  return <AdminLoginPage />;
}
