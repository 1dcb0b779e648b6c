import { RequireUser } from "@/features/auth/components/require-user";
import { DashboardPage } from "@/features/dashboard/components/dashboard-page";

export function Component() {
  return (
    <RequireUser loadingText="Loading your dashboard...">
      {(user) => <DashboardPage user={user} />}
    </RequireUser>
  );
}
