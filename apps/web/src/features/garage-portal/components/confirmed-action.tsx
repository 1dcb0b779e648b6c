import type { ReactNode } from "react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";

/**
 * A portal action on one item, after a confirmation: the button (its label, and for a screen
 * reader the item it acts on), the dialog, then the server's answer as a toast naming the item,
 * or its refusal.
 */
export function ConfirmedAction(props: {
  icon: ReactNode;
  label: string;
  /** Read after the label: " the quote for the Volkswagen Golf". */
  spokenItem: string;
  variant?: ButtonVariant;
  title: string;
  description: string;
  confirmVariant?: ButtonVariant;
  /** What the item is called in the toast. */
  item: string;
  success: string;
  failure: string;
  pending: boolean;
  run: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant={props.variant}
        onClick={() => setConfirming(true)}
        disabled={props.pending}
      >
        {props.icon}
        {props.label}
        <span className="sr-only">{props.spokenItem}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={props.title}
        description={props.description}
        confirmLabel={props.label}
        confirmVariant={props.confirmVariant}
        pending={props.pending}
        onConfirm={() =>
          props.run({
            onSuccess: () => {
              toast.success(props.success, { description: props.item });
              setConfirming(false);
            },
            onError: (error) => {
              toast.error("Error", { description: messageOf(error, props.failure) });
              setConfirming(false);
            },
          })
        }
      />
    </div>
  );
}
