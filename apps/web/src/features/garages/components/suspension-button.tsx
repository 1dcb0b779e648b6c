import { Ban, RotateCcw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import type { GarageEntry } from "@/lib/schemas";
import { useSuspension } from "../api/garages";

/**
 * Suspend (its portal users signed out and kept out, its pending quotes withdrawn) or
 * Reinstate, each after a confirmation.
 */
export function SuspensionButton({ garage }: { garage: GarageEntry }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSuspension();
  const suspended = garage.suspendedAt !== null;
  const label = suspended ? "Reinstate" : "Suspend";
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        {suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {label}
        <span className="sr-only"> {garage.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={suspended ? `Reinstate ${garage.name}?` : `Suspend ${garage.name}?`}
        description={
          suspended
            ? "Its portal users can sign in again. Quotes withdrawn by the suspension stay withdrawn."
            : "Its portal users are signed out and cannot sign in, and its quotes awaiting an answer are withdrawn, each customer told."
        }
        confirmLabel={label}
        confirmVariant={suspended ? "primary" : "destructive"}
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { id: garage.id, suspend: !suspended },
            {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setConfirming(false);
              },
              onError: (error) => {
                toast.error("Error", {
                  description: messageOf(error, `Failed to ${label.toLowerCase()} the garage`),
                });
                setConfirming(false);
              },
            },
          )
        }
      />
    </>
  );
}
