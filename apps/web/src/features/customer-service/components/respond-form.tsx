import { TEXT_LIMITS, TICKET_RESPONSE_SENT } from "@automobi/domain";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { messageOf } from "@/lib/error-message";
import { useRespondToTicket } from "../api/customer-service";

interface RespondFormProps {
  ticketId: string;
  onCancel: () => void;
}

/** The respond box: the response is stored, e-mailed to the customer, and shown in the thread. */
export function RespondForm({ ticketId, onCancel }: RespondFormProps) {
  const respond = useRespondToTicket(ticketId);
  const [text, setText] = useState("");
  const [close, setClose] = useState(false);
  const id = useId();
  const blank = text.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || respond.isPending) return;
    respond.mutate(
      { message: text, close },
      {
        onSuccess: (answer) => {
          toast.success(TICKET_RESPONSE_SENT.title, {
            description: TICKET_RESPONSE_SENT.message(answer.emailedTo),
          });
          setText("");
          setClose(false);
        },
        onError: (error) =>
          toast.error("Error", { description: messageOf(error, ADMIN_TOASTS.responseFailed) }),
      },
    );
  };

  return (
    <form aria-label="Respond to ticket" className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-response`}>Your response</Label>
        <Textarea
          id={`${id}-response`}
          rows={5}
          maxLength={TEXT_LIMITS.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write your response to the customer..."
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-close`}
          checked={close}
          onCheckedChange={(next) => setClose(next === true)}
        />
        <Label htmlFor={`${id}-close`}>Close ticket after sending</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={blank || respond.isPending}>
          <Send aria-hidden="true" />
          {respond.isPending ? "Sending..." : "Send Response"}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
