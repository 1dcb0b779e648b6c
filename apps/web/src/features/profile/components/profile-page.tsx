import { AuthPage } from "@/components/auth-page";
import { LoadFailed } from "@/components/load-failed";
import { RequireUser } from "@/lib/auth/require-user";
import { useProfile } from "@/lib/profile";
import { ProfileForm } from "./profile-form";

function ProfileDetails() {
  const profile = useProfile();

  return (
    <AuthPage
      title="Update Details"
      width="wide"
      description="Keep your contact details up to date."
    >
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <LoadFailed
          title="We couldn't load your details."
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading your details...
        </p>
      )}
    </AuthPage>
  );
}

/** /profile: only for a signed-in customer; anyone else goes to /login (spec 001 §6). */
export function ProfilePage() {
  return (
    <RequireUser loadingText="Loading your details...">{() => <ProfileDetails />}</RequireUser>
  );
}
