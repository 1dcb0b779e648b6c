import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { accountErasureContracts } from "@/lib/contracts";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { formatLondonDateTime } from "@/lib/format";
import { type DataExportBody, dataExportRequest } from "@/lib/schemas";

/**
 * Settings' "Download my data" (issue 32): with the current password, a link to a zip of
 * everything the account holds (JSON, a page to read it, the photos), valid for 24 hours for
 * this account alone and also sent by e-mail.
 */
export function DownloadMyData() {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm<DataExportBody>({
    resolver: zodResolver(dataExportRequest),
    defaultValues: { currentPassword: "" },
  });
  const offer = useMutation({
    mutationFn: (body: DataExportBody) => api(accountErasureContracts.requestExport, { body }),
  });
  const submit = form.handleSubmit((body) => {
    if (offer.isPending) return;
    offer.mutate(body, {
      onSuccess: ({ downloadUrl, expiresAt }) => {
        setLink({ url: downloadUrl, expiresAt });
        form.reset();
        toast.success("Your Data Is Ready", {
          description: "We have e-mailed you the link too. It works for 24 hours.",
        });
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, ["currentPassword"]);
        toast.error("Error", { description: messageOf(failure, "Failed to prepare your data") });
      },
    });
  });
  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-3 border-t pt-4">
      <h3 id="my-data-heading" className="font-semibold text-slate-900">
        Download my data
      </h3>
      <p className="text-sm text-slate-700">
        A copy of everything we hold about you: your account, vehicles, requests and quotes,
        messages, payments, points and photos, as a zip file.
      </p>
      {link ? (
        <div className="flex flex-col gap-1">
          <Button asChild className="self-start">
            <a href={link.url} download>
              <FileDown aria-hidden="true" />
              Download my data (zip)
            </a>
          </Button>
          <p className="text-sm text-slate-600">
            The link works until {formatLondonDateTime(link.expiresAt)}, signed in as you.
          </p>
        </div>
      ) : !asking ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setAsking(true)}
        >
          <FileDown aria-hidden="true" />
          Download my data
        </Button>
      ) : (
        <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
          <FormField
            label="Current password"
            required
            error={form.formState.errors.currentPassword?.message}
          >
            {(c) => (
              <PasswordInput
                {...c}
                {...form.register("currentPassword")}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={offer.isPending}>
              {offer.isPending ? "Preparing..." : "Prepare my data"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
