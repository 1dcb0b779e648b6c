import { ADMIN_AUTH_MESSAGES, isStaff, isSuperAdmin } from "@automobi/domain";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/auth/session";
import { staffOnlyState } from "@/lib/auth/staff-only";
import { liveUpdateContracts } from "@/lib/contracts";
import { LiveUpdates } from "@/lib/live-updates";
import { paths } from "@/lib/paths";

/**
 * The set-up screen of a staff account without two-step verification, with its form: loaded
 * only for such an account, so every other staff screen's first load carries no form library
 * (docs/decisions/069).
 */
const TwoFactorRequired = lazy(() =>
  import("./two-factor-required").then((m) => ({ default: m.TwoFactorRequired })),
);

interface RequireStaffProps {
  /** An area for super admins only; other admins are sent to the portal. */
  superAdminOnly?: boolean;
  children: ReactNode;
}

/**
 * The admin guard (spec 000 §4): no user goes to /admin, a user who is not staff to /login,
 * an admin in a super-admin area to /admin/portal. A convenience for the browser only: the
 * server checks the role on every /api/admin call.
 */
export function RequireStaff({ superAdminOnly = false, children }: RequireStaffProps) {
  const { user, isPending, isError, isFetching, refetch } = useSession();
  // Signing out on an admin screen goes home, as Sign Out does, not back to /admin.
  const [signedInHere, setSignedInHere] = useState(false);
  if (user && !signedInHere) setSignedInHere(true);

  const verifying = (
    <p role="status" className="py-16 text-center text-slate-600">
      {superAdminOnly ? "Verifying security credentials..." : "Verifying admin access..."}
    </p>
  );
  if (isPending) return verifying;
  if (!user && isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Notice tone="error" title={ADMIN_AUTH_MESSAGES.verifyFailed}>
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            Try again
          </Button>
        </Notice>
      </div>
    );
  }
  if (!user) return <Navigate to={signedInHere ? paths.home : paths.admin.entry} replace />;
  if (!isStaff(user.role)) return <Navigate to={paths.login} replace state={staffOnlyState} />;
  if (!user.twoFactorEnabled) {
    return (
      <Suspense fallback={verifying}>
        <TwoFactorRequired />
      </Suspense>
    );
  }
  if (superAdminOnly && !isSuperAdmin(user.role)) return <SuperAdminOnly />;
  return <LiveUpdates path={liveUpdateContracts.staffEvents.path}>{children}</LiveUpdates>;
}

/** An admin in a super-admin area: the spec's message, then the portal. */
function SuperAdminOnly() {
  useEffect(() => {
    toast.error(ADMIN_AUTH_MESSAGES.superAdminRequired, { id: "super-admin-only" });
  }, []);
  return <Navigate to={paths.admin.portal} replace />;
}
