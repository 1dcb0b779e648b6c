import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { STAFF_MESSAGES, staffPromoteRequest } from "@/lib/schemas";
import { usePromoteStaff } from "../api/staff";
import { STAFF_TOASTS } from "./staff-messages";

/** The server's refusals that are about the address typed: shown on the field as well. */
const ABOUT_THE_ADDRESS: readonly string[] = [
  STAFF_MESSAGES.emailRequired,
  STAFF_MESSAGES.unknownAccount,
  STAFF_MESSAGES.unconfirmed,
  STAFF_MESSAGES.alreadyStaff,
];

/** Makes an existing, confirmed account an admin. */
export function PromoteForm() {
  const form = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const promote = usePromoteStaff();
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit((values) => {
    const checked = staffPromoteRequest.safeParse(values);
    if (!checked.success) {
      form.setError(
        "email",
        { message: checked.error.issues[0]?.message ?? STAFF_MESSAGES.emailRequired },
        { shouldFocus: true },
      );
      return;
    }
    promote.mutate(checked.data, {
      onSuccess: (account) => {
        toast.success(STAFF_TOASTS.promoted(account.email));
        form.reset({ email: "" });
      },
      onError: (failure) => {
        const message = messageOf(failure, STAFF_TOASTS.promoteFailed);
        const fieldMessage =
          failure instanceof ApiError
            ? (failure.fields.email ?? (ABOUT_THE_ADDRESS.includes(message) ? message : null))
            : null;
        if (fieldMessage) form.setError("email", { message: fieldMessage }, { shouldFocus: true });
        toast.error("Error", { description: message });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField id="promote-email" label="Account email" error={error} className="sm:flex-1">
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            {...form.register("email")}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={promote.isPending}>
        <UserPlus aria-hidden="true" />
        {promote.isPending ? "Promoting..." : "Promote to Admin"}
      </Button>
    </form>
  );
}
