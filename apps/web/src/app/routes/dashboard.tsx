import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { RequireUser } from "@/lib/auth/require-user";
import { liveUpdateContracts } from "@/lib/contracts";
import { LiveUpdates } from "@/lib/live-updates";

export function Component() {
  return (
    <RequireUser loadingText="Loading your dashboard...">
      {(user) => (
        <LiveUpdates path={liveUpdateContracts.customerEvents.path}>
          <DashboardPage user={user} />
        </LiveUpdates>
      )}
    </RequireUser>
  );
}
