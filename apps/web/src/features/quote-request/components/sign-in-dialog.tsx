import { AUTH_MESSAGES } from "@automobi/domain";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LazyTwoFactorCodeForm } from "@/components/auth/lazy-two-factor-code-form";
import {
  ResendConfirmationButton,
  UnconfirmedEmailNotice,
} from "@/components/auth/resend-confirmation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { type SignUpContact, SignUpForm } from "@/components/auth/sign-up-form";
import { EmailAddress } from "@/components/email-address";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useCustomerSignIn } from "@/lib/auth/sign-in";
import { ACCOUNT_EXISTS_FAILURE } from "@/lib/auth/sign-up";
import { paths } from "@/lib/paths";

/** A confirmation link sent from here brings the customer back to the half-filled form. */
const CONFIRMED_URL = `${paths.quoteRequest}?confirmed=1`;

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names typed in the quote form, offered when creating an account. */
  names: { firstName: string; lastName: string };
  /** The quote form's mobile and postcode become the new account's phone and postcode. */
  contact: SignUpContact;
  onSignedIn: () => void;
}

type Mode = "sign-in" | "sign-up" | "check-email";

const TEXTS: Record<Mode, { title: string; description: string }> = {
  "sign-in": {
    title: "Sign in to send your request",
    description: "Your quote request is ready. Sign in and we will send it straight away.",
  },
  "sign-up": {
    title: "Create an account",
    description:
      "Create an account to send your request. We will e-mail you a link to confirm your address.",
  },
  "check-email": {
    title: "Check Your Email",
    description: "Your request is kept on this device while you confirm your address.",
  },
};

/**
 * Shown when a signed-out customer sends the form (spec 000 §2): sign in, or create an
 * account, with the same forms as /login and /register. A new account must be confirmed
 * first, so creating one leads to 'Check Your Email', with the link on offer again.
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
  const [accountExists, setAccountExists] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const signIn = useCustomerSignIn({
    onSignedIn,
    onNotConfirmed: setUnconfirmed,
    onCodeNeeded: () => setCodeStep(true),
  });
  // The dialog opens from Get My Quote, not from a Radix trigger, so Radix has nothing to
  // return focus to on close: remember what had focus and return it there (Esc included).
  const opener = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const switchTo = (next: Mode, address = email) => {
    setMode(next);
    setEmail(address);
    setUnconfirmed(null);
    setAccountExists(false);
    signIn.clearFailure();
  };

  // Create Account gives way to 'Check Your Email': take focus to its title so it is read out.
  useEffect(() => {
    if (mode === "check-email") titleRef.current?.focus();
  }, [mode]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          const focused = document.activeElement;
          opener.current = focused instanceof HTMLElement ? focused : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
            {TEXTS[mode].title}
          </DialogTitle>
          <DialogDescription>{TEXTS[mode].description}</DialogDescription>
        </DialogHeader>

        {unconfirmed && <UnconfirmedEmailNotice email={unconfirmed} callbackURL={CONFIRMED_URL} />}

        {mode === "sign-in" && codeStep && (
          <LazyTwoFactorCodeForm
            onSignedIn={() => {
              toast.success(AUTH_MESSAGES.signedIn);
              onSignedIn();
            }}
            onCancel={() => setCodeStep(false)}
          />
        )}
        {mode === "sign-in" && !codeStep && (
          <SignInForm
            key={`sign-in-${email}`}
            defaultEmail={email}
            pending={signIn.mutation.isPending}
            failure={signIn.failure ?? (accountExists ? ACCOUNT_EXISTS_FAILURE : null)}
            onSubmit={(values) => {
              setUnconfirmed(null);
              setAccountExists(false);
              signIn.submit(values);
            }}
          />
        )}
        {mode === "sign-up" && (
          <SignUpForm
            place="quote-request"
            contact={contact}
            defaults={{ ...names, email }}
            onConfirmationSent={(address) => switchTo("check-email", address)}
            onAccountExists={(address) => {
              switchTo("sign-in", address);
              setAccountExists(true);
            }}
          />
        )}
        {mode === "check-email" && (
          <div className="flex flex-col items-start gap-4">
            <MailCheck className="size-10 text-emerald-700" aria-hidden="true" />
            <p className="text-slate-800">
              We sent a confirmation link to{" "}
              <strong>
                <EmailAddress email={email} />
              </strong>
              . Open it and this form comes back as you left it; then sign in to send your request.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => switchTo("sign-in")}>Sign In</Button>
              <ResendConfirmationButton email={email} callbackURL={CONFIRMED_URL} />
            </div>
          </div>
        )}

        {mode !== "check-email" && (
          <p className="text-center text-sm text-slate-700">
            {mode === "sign-in" ? "No account yet?" : "Already have an account?"}{" "}
            <Button
              variant="link"
              onClick={() => switchTo(mode === "sign-in" ? "sign-up" : "sign-in")}
            >
              {mode === "sign-in" ? "Create an account" : "Sign in instead"}
            </Button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
