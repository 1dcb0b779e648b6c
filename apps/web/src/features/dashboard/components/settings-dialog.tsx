import { Settings } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DetailsLoading } from "./dialog-loading";

const SettingsPanel = lazy(() =>
  import("./settings-panel").then((m) => ({ default: m.SettingsPanel })),
);

/**
 * The dashboard's Settings button and its Update Details dialog (spec 001 §2 and §5): full
 * name, e-mail and a new password, saved through the same API as /profile. A new e-mail or
 * password asks for the current password; a new e-mail is only used once it is confirmed from
 * the new address; a new password signs out the account's other sessions. What the dialog
 * holds (settings-panel.tsx) is downloaded when it first opens.
 */
export function SettingsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close settings">
        <DialogHeader>
          <DialogTitle>Update Details</DialogTitle>
          <DialogDescription>Change your name, e-mail address or password.</DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<DetailsLoading />}>
            <SettingsPanel onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
