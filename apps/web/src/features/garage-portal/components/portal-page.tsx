import { isGarageUser, isStaff } from "@automobi/domain";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { LazyTwoFactorCodeForm } from "@/components/auth/lazy-two-factor-code-form";
import { UnconfirmedEmailNotice } from "@/components/auth/resend-confirmation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthPage } from "@/components/auth-page";
import { LoadFailed } from "@/components/load-failed";
import { Notice } from "@/components/notice";
import { Link } from "@/components/ui/link";
import { type SessionUser, useSession } from "@/lib/auth/session";
import { useCustomerSignIn } from "@/lib/auth/sign-in";
import { paths } from "@/lib/paths";
import { GARAGE_PORTAL_MESSAGES as M } from "@/lib/schemas";
import { usePortalSummary } from "../api/portal";
import { DigestPreference } from "./digest-preference";
import { Jobs } from "./jobs";
import { NearbyRequests } from "./nearby-requests";
import { OwnQuotes } from "./own-quotes";
import { GarageReviews } from "./reviews";

/** The garage portal's sign-in: the same form, and the same limits, as everyone's. */
function GarageSignIn() {
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  // Signed in, the session's new user draws the portal in this page's place.
  const { submit, mutation, failure } = useCustomerSignIn({
    onSignedIn: () => {},
    onNotConfirmed: setUnconfirmedEmail,
    onCodeNeeded: () => setCodeStep(true),
  });
  return (
    <AuthPage
      title="Garage Portal"
      description="Sign in to see the requests near your garage and send your quotes."
    >
      <div className="flex flex-col gap-5">
        {unconfirmedEmail && <UnconfirmedEmailNotice email={unconfirmedEmail} />}
        {codeStep ? (
          <LazyTwoFactorCodeForm onSignedIn={() => {}} onCancel={() => setCodeStep(false)} />
        ) : (
          <SignInForm
            rememberMe
            onSubmit={(values) => {
              setUnconfirmedEmail(null);
              submit(values);
            }}
            pending={mutation.isPending}
            failure={failure}
            aside={
              <Link
                to={paths.forgotPassword}
                className="rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                Forgot your password?
              </Link>
            }
            footer={
              <p className="text-center text-sm text-slate-700">
                No account yet? The garage portal is by invitation: ask us for one.
              </p>
            }
          />
        )}
      </div>
    </AuthPage>
  );
}

/** Someone signed in who is not a garage's user: the portal is not theirs. */
function NotAGarageAccount({ user }: { user: SessionUser }) {
  const staff = isStaff(user.role);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Notice tone="error" title={M.garagesOnly}>
        <p>
          You are signed in as {user.email}.{" "}
          <Link
            to={staff ? paths.admin.portal : paths.dashboard}
            className="font-medium underline underline-offset-2"
          >
            {staff ? "Go to the admin portal" : "Go to your dashboard"}
          </Link>
        </p>
      </Notice>
    </div>
  );
}

/**
 * The portal's home: the garage the user works for, where it is and how far it takes work, and
 * the requests near it (to quote for), its own quotes (to withdraw one still pending), and its
 * paid jobs, its reviews (to reply to each once).
 */
function PortalHome() {
  const summary = usePortalSummary(true);
  if (summary.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading your garage...
      </p>
    );
  }
  if (summary.isError) {
    return (
      <LoadFailed
        title="Failed to load your garage"
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const { garage, user } = summary.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <p className="text-sm font-medium text-slate-600">Garage Portal</p>
      <h1 className="mt-1 text-2xl font-bold break-words text-slate-900">{garage.name}</h1>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {garage.postcode
          ? `${garage.postcode}, taking work within ${garage.serviceRadiusMiles} miles`
          : "No postcode yet: ask us to add your garage's postcode"}
      </p>
      <p className="mt-1 text-sm break-words text-slate-600">Signed in as {user.email}</p>
      <NearbyRequests />
      <OwnQuotes />
      <Jobs />
      <GarageReviews />
      <DigestPreference />
    </div>
  );
}

/** `/garage`: the sign-in for garage users, and their portal once signed in. */
export function GaragePortalPage() {
  const { user, isPending } = useSession();
  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading the garage portal...
      </p>
    );
  }
  if (!user) return <GarageSignIn />;
  if (!isGarageUser(user.role)) return <NotAGarageAccount user={user} />;
  return <PortalHome />;
}
