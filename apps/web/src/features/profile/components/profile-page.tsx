import { AuthPage } from "@/components/auth-page";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
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
        <Notice tone="error" title="We couldn't load your details.">
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            disabled={profile.isFetching}
            onClick={() => void profile.refetch()}
          >
            Try again
          </Button>
        </Notice>
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
