import { DELETE_ACCOUNT_WORD, ACCOUNT_ERASURE_MESSAGES as M } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { refreshSession, setSignedOut } from "@/lib/auth/session";
import { forgetStoredData } from "@/lib/browser-storage";
import { accountErasureContracts } from "@/lib/contracts";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { paths } from "@/lib/paths";
import { type DeleteAccountBody, deleteAccountRequest } from "@/lib/schemas";
import { forgetSignedInData } from "@/lib/signed-in-data";

const FIELDS = ["currentPassword", "confirmation"] as const;

/**
 * Settings' "Delete my account" (issue 32): the current password and the word DELETE, then the
 * account is erased on the server and this browser forgets everything it held of it.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-3 border-t pt-4">
      <h3 id="delete-account-heading" className="font-semibold text-slate-900">
        Delete my account
      </h3>
      <p className="text-sm text-slate-700">
        Your name, e-mail address, phone, address, vehicles, messages and photos are erased, and you
        are signed out everywhere. Your requests and payments stay on record without your name, as
        UK tax rules require. This cannot be undone.
      </p>
      {open ? (
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      ) : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      )}
    </section>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountRequest),
    defaultValues: { currentPassword: "", confirmation: "" },
  });
  const erase = useMutation({
    mutationFn: (body: DeleteAccountBody) => api(accountErasureContracts.deleteOwn, { body }),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    if (erase.isPending) return;
    erase.mutate(body, {
      onSuccess: async () => {
        // Leave first, so no signed-in page asks for the erased account's data again.
        await navigate(paths.home);
        setSignedOut();
        await forgetSignedInData();
        forgetStoredData();
        await refreshSession();
        toast.success(M.deleted, { description: M.deletedDetail });
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, FIELDS);
        toast.error("Error", { description: messageOf(failure, "Failed to delete your account") });
      },
    });
  });
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <FormField label="Current password" required error={errors.currentPassword?.message}>
        {(c) => (
          <PasswordInput
            {...c}
            {...form.register("currentPassword")}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormField
        label={`Type ${DELETE_ACCOUNT_WORD} to confirm`}
        required
        error={errors.confirmation?.message}
      >
        {(c) => (
          <Input {...c} {...form.register("confirmation")} autoComplete="off" spellCheck={false} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={erase.isPending}>
          {erase.isPending ? "Deleting..." : "Delete my account for good"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
