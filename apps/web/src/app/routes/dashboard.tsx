import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { RequireUser } from "@/lib/auth/require-user";

export function Component() {
  return (
    <RequireUser loadingText="Loading your dashboard...">
      {(user) => <DashboardPage user={user} />}
    </RequireUser>
  );
}
