import { TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { TwoFactorSetupForm } from "@/components/auth/two-factor-setup";
import { AuthPage } from "@/components/auth-page";
import { toast } from "@/components/ui/toast";

/**
 * A staff account without two-step verification, on any admin screen: it sets it up here
 * before anything else (the server refuses every staff call until then; decision 042).
 */
export function TwoFactorRequired() {
  return (
    <AuthPage title="Set Up Two-Step Verification" description={M.setupRequired}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Staff accounts sign in with a password and a code from an authenticator app (such as
          Google Authenticator, Microsoft Authenticator or 1Password).
        </p>
        <TwoFactorSetupForm onDone={() => toast.success(M.turnedOn)} />
      </div>
    </AuthPage>
  );
}
