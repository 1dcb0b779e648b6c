import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { resendConfirmation } from "@/lib/auth/resend-confirmation";
import { paths } from "@/lib/paths";
import { dialogErrorMessage } from "../dialog-errors";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export const ACCOUNT_CREATED_MESSAGE =
  "Account created! Please check your email to confirm, then sign in.";

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names typed in the quote form, offered when creating an account. */
  names: { firstName: string; lastName: string };
  contact: { phone: string; postcode: string };
  onSignedIn: () => void;
}

type Mode = "sign-in" | "sign-up";

/**
 * Shown when a signed-out customer sends the form (spec §2): sign in, or create an account
 * (which must be confirmed from the e-mail before signing in; the link returns to the form).
 */
export function SignInDialog({
  open,
  onOpenChange,
  names,
  contact,
  onSignedIn,
}: SignInDialogProps) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: (address: string) =>
      resendConfirmation(address, `${paths.quoteRequest}?confirmed=1`),
    onSuccess: () =>
      toast.success("Success", { description: "Check your email to confirm your account" }),
    onError: (error) => toast.error("Error", { description: dialogErrorMessage(error) }),
  });

  const switchTo = (next: Mode, address = email) => {
    setMode(next);
    setEmail(address);
    setUnverified(null);
    if (next === "sign-up") setNotice(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {mode === "sign-in" ? "Sign in to send your request" : "Create an account"}
          </DialogTitle>
          <DialogDescription>
            {mode === "sign-in"
              ? "Your quote request is ready. Sign in and we will send it straight away."
              : "Create an account to send your request. We will e-mail you a link to confirm your address."}
          </DialogDescription>
        </DialogHeader>

        {notice && (
          <p
            role="status"
            className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            <MailCheck className="size-5 shrink-0" aria-hidden="true" />
            {notice}
          </p>
        )}
        {unverified && (
          <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>
              Please confirm your e-mail address first, using the link we sent to {unverified}. Then
              sign in here.
            </p>
            <Button
              variant="link"
              className="mt-1"
              disabled={resend.isPending}
              onClick={() => resend.mutate(unverified)}
            >
              Resend confirmation email
            </Button>
          </div>
        )}

        {mode === "sign-in" ? (
          <SignInForm
            key={`sign-in-${email}`}
            defaultEmail={email}
            onSignedIn={onSignedIn}
            onNotVerified={setUnverified}
          />
        ) : (
          <SignUpForm
            defaults={{ ...names, email }}
            contact={contact}
            onCreated={(address) => {
              toast.success("Success", { description: ACCOUNT_CREATED_MESSAGE });
              setNotice(ACCOUNT_CREATED_MESSAGE);
              switchTo("sign-in", address);
            }}
            onSignedIn={onSignedIn}
            onAccountExists={(address) => switchTo("sign-in", address)}
          />
        )}

        <p className="text-center text-sm text-slate-700">
          {mode === "sign-in" ? "No account yet?" : "Already have an account?"}{" "}
          <Button
            variant="link"
            onClick={() => switchTo(mode === "sign-in" ? "sign-up" : "sign-in")}
          >
            {mode === "sign-in" ? "Create an account" : "Sign in instead"}
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
