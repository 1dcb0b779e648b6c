import { AUTH_MESSAGES } from "@automobi/domain";
import { useRef, useState } from "react";
import { UnconfirmedEmailNotice } from "@/components/auth/resend-confirmation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { type SignUpContact, SignUpForm } from "@/components/auth/sign-up-form";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useCustomerSignIn } from "@/lib/auth/sign-in";
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

type Mode = "sign-in" | "sign-up";

/**
 * Shown when a signed-out customer sends the form (spec 000 §2): sign in, or create an
 * account, with the same forms as /login and /register. After creating the account it tries
 * to sign in; while the e-mail is unconfirmed it says to confirm first (spec 000 §4).
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
  const [created, setCreated] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const signIn = useCustomerSignIn({ onSignedIn, onNotConfirmed: setUnconfirmed });
  // The dialog opens from Get My Quote, not from a Radix trigger, so Radix has nothing to
  // return focus to on close: remember what had focus and return it there (Esc included).
  const opener = useRef<HTMLElement | null>(null);

  const switchTo = (next: Mode, address = email) => {
    setMode(next);
    setEmail(address);
    setUnconfirmed(null);
    if (next === "sign-up") setCreated(false);
  };

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
          <DialogTitle>
            {mode === "sign-in" ? "Sign in to send your request" : "Create an account"}
          </DialogTitle>
          <DialogDescription>
            {mode === "sign-in"
              ? "Your quote request is ready. Sign in and we will send it straight away."
              : "Create an account to send your request. We will e-mail you a link to confirm your address."}
          </DialogDescription>
        </DialogHeader>

        {created && <Notice tone="success" title={AUTH_MESSAGES.accountCreatedConfirmFirst} />}
        {unconfirmed && <UnconfirmedEmailNotice email={unconfirmed} callbackURL={CONFIRMED_URL} />}

        {mode === "sign-in" ? (
          <SignInForm
            key={`sign-in-${email}`}
            defaultEmail={email}
            pending={signIn.mutation.isPending}
            onSubmit={(values) => {
              setUnconfirmed(null);
              signIn.submit(values);
            }}
          />
        ) : (
          <SignUpForm
            place="quote-request"
            contact={contact}
            defaults={{ ...names, email }}
            onConfirmationSent={(address) => {
              setCreated(true);
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
