import { QUOTE_SUBMITTED_TITLE } from "@automobi/domain";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Spec §9: the submitted dialog sends a signed-in customer to the dashboard after 3 s. */
export const REDIRECT_DELAY_MS = 3000;

interface SubmittedDialogProps {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
  onGoToDashboard: () => void;
  /** Not signed in: the Continue button. */
  onContinue: () => void;
}

export function SubmittedDialog({
  open,
  signedIn,
  onClose,
  onGoToDashboard,
  onContinue,
}: SubmittedDialogProps) {
  useEffect(() => {
    if (!open || !signedIn) return;
    const timer = setTimeout(onGoToDashboard, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, signedIn, onGoToDashboard]);

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="text-center sm:text-left" closeLabel="Close dialog">
        <DialogHeader className="items-center sm:items-start">
          <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
          <DialogTitle>{QUOTE_SUBMITTED_TITLE}</DialogTitle>
          <DialogDescription>
            Thank you. Our team is passing your request to verified local garages, and you will
            receive a personalised quote the same day.
          </DialogDescription>
        </DialogHeader>
        {signedIn && (
          <p className="text-sm text-slate-700">
            Taking you to your dashboard in a few seconds, where you can follow its progress.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {signedIn ? (
            <Button onClick={onGoToDashboard}>Go to Dashboard Now</Button>
          ) : (
            <Button onClick={onContinue}>Continue</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
