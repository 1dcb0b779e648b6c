import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { GARAGE_PORTAL_MESSAGES, type GarageEntry, garageInvitationRequest } from "@/lib/schemas";
import { useInviteToPortal } from "../api/garages";
import { GARAGE_TOASTS } from "./garage-messages";

/**
 * "Invite to the garage portal": an e-mail address, to which the server sends a link valid for
 * 7 days where the garage's person chooses a password (issue 30).
 */
export function InviteToPortalDialog({ garage }: { garage: GarageEntry }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(garageInvitationRequest, undefined, { raw: true }),
    defaultValues: { email: "" },
  });
  const invite = useInviteToPortal();
  const id = `garage-${garage.id}-invite-email`;

  const changeOpen = (next: boolean) => {
    if (next) form.reset({ email: "" });
    setOpen(next);
  };

  const submit = form.handleSubmit(({ email }) =>
    invite.mutate(
      { id: garage.id, email },
      {
        onSuccess: (sent) => {
          toast.success(GARAGE_PORTAL_MESSAGES.invited, { description: sent.email });
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.email) {
            form.setError("email", { type: "server", message: error.fields.email });
            form.setFocus("email");
            return;
          }
          toast.error("Error", { description: messageOf(error, GARAGE_TOASTS.inviteFailed) });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <UserPlus aria-hidden="true" />
          Invite to the garage portal
          <span className="sr-only"> for {garage.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite to the garage portal</DialogTitle>
          <DialogDescription className="break-words">
            We e-mail a link to set up an account for {garage.name}. It works once, for 7 days; a
            new invitation to the same address replaces it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <FormField id={id} label="Email" error={form.formState.errors.email?.message}>
            {(aria) => (
              <Input {...aria} type="email" autoComplete="off" {...form.register("email")} />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send Invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
