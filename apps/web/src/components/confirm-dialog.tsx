import { type ReactNode, useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

interface ConfirmDialogProps {
  /** The button that opens it; without one, `open` and `onOpenChange` control it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be taken back, or one the server asked to confirm; Cancel
 * is the default focus.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const open = props.open ?? openHere;
  const setOpen = props.onOpenChange ?? setOpenHere;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {props.trigger && <DialogTrigger asChild>{props.trigger}</DialogTrigger>}
      <DialogContent closeLabel="Cancel">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant={props.confirmVariant ?? "destructive"}
            disabled={props.pending}
            onClick={() => {
              props.onConfirm();
              setOpen(false);
            }}
          >
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
