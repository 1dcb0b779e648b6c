import { formatGBP, penceToPounds, vatRateLabel } from "@automobi/domain";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { DateTime } from "@/components/admin/date-time";
import { FormField } from "@/components/form/form-field";
import { LoadFailed } from "@/components/load-failed";
import { PagedList } from "@/components/paged-list";
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
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import {
  MIN_PAYMENT_FEE_PENCE,
  type PlatformSetting,
  type SettingChanges,
  type SettingsUpdate,
} from "@/lib/schemas";
import { useSaveSettings, useSystemSettings } from "../api/portal";
import { useSettingChanges } from "../api/setting-changes";
import {
  SETTINGS_FIELDS,
  SETTINGS_FIELDS_SENT_AS,
  type SettingsFormValues,
  settingsFormOf,
  settingsResolver,
} from "../settings-body";

const SETTING_NAMES: Record<PlatformSetting, string> = {
  platformName: "Platform Name",
  paymentFeePence: "Payment Fee",
  rewardPointsPerPayment: "Reward Points per Payment",
  maxQuoteResponseHours: "Maximum Quote Response Time",
  vatRatePercent: "VAT Rate on Itemised Quotes",
  vatNumber: "VAT Number",
  deletedRequestRetentionDays: "Keep Deleted Requests",
};

function settingValue(setting: PlatformSetting, value: string | number | null): string {
  if (value === null) return "—";
  if (setting === "paymentFeePence" && typeof value === "number") return formatGBP(value);
  if (setting === "maxQuoteResponseHours") return `${value} hours`;
  if (setting === "vatRatePercent" && typeof value === "number") return vatRateLabel(value);
  if (setting === "vatNumber" && value === "") return "none";
  if (setting === "deletedRequestRetentionDays") return `${value} days`;
  return String(value);
}

type Change = SettingChanges["items"][number];

function ChangeEntry({ change }: { change: Change }) {
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-900">
        {SETTING_NAMES[change.setting]}: {settingValue(change.setting, change.oldValue)} →{" "}
        {settingValue(change.setting, change.newValue)}
      </p>
      <p className="break-all text-slate-600">
        {change.changedByEmail}, <DateTime instant={change.createdAt} />
      </p>
    </div>
  );
}

/** Every recorded change of a setting, newest first: who, when, from what to what. */
function ChangeLog() {
  const pages = useCursorPages();
  const changes = useSettingChanges(pages.cursor, true);
  return (
    <section aria-labelledby="setting-changes-heading" className="border-t border-slate-200 pt-4">
      <h3 id="setting-changes-heading" className="mb-2 font-semibold text-slate-900">
        Recent changes
      </h3>
      <PagedList
        query={changes}
        loading="Loading changes..."
        failed="Failed to load the changes"
        empty="No changes yet: the installed defaults are in force."
        pagesLabel="Setting change pages"
        cursorPages={pages}
        itemKey={(change) => change.id}
        className="flex flex-col gap-2"
      >
        {(change) => <ChangeEntry change={change} />}
      </PagedList>
    </section>
  );
}

function SettingsForm({ initial, onDone }: { initial: SettingsUpdate; onDone: () => void }) {
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, SettingsUpdate>({
    // The fee is typed in pounds and sent in pence; the API applies the same schema itself.
    resolver: settingsResolver,
    defaultValues: settingsFormOf(initial),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(ADMIN_TOASTS.settingsSaved);
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, SETTINGS_FIELDS, SETTINGS_FIELDS_SENT_AS);
        toast.error("Error", { description: messageOf(error, "Failed to save settings") });
      },
    }),
  );
  const number = { valueAsNumber: true } as const;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <FormField label="Platform Name" error={errors.platformName?.message}>
        {(c) => <Input {...c} {...form.register("platformName")} autoComplete="off" />}
      </FormField>
      <FormField label="Payment Fee (£)" error={errors.paymentFee?.message}>
        {(c) => (
          <Input
            {...c}
            {...form.register("paymentFee")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={penceToPounds(MIN_PAYMENT_FEE_PENCE)}
          />
        )}
      </FormField>
      <FormField label="Reward Points per Payment" error={errors.rewardPointsPerPayment?.message}>
        {(c) => (
          <Input
            {...c}
            {...form.register("rewardPointsPerPayment", number)}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
          />
        )}
      </FormField>
      <FormField
        label="Maximum Quote Response Time (hours)"
        error={errors.maxQuoteResponseHours?.message}
      >
        {(c) => (
          <Input
            {...c}
            {...form.register("maxQuoteResponseHours", number)}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
          />
        )}
      </FormField>
      <FormField label="VAT Rate on Itemised Quotes (%)" error={errors.vatRatePercent?.message}>
        {(c) => (
          <Input
            {...c}
            {...form.register("vatRatePercent", number)}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
          />
        )}
      </FormField>
      <FormField
        label="VAT Number (on receipts)"
        hint="Leave empty when the platform is not VAT registered: receipts then have no VAT line."
        error={errors.vatNumber?.message}
      >
        {(c) => (
          <Input
            {...c}
            {...form.register("vatNumber")}
            autoComplete="off"
            placeholder="GB123456789"
          />
        )}
      </FormField>
      <FormField
        label="Keep Deleted Requests (days)"
        hint="Then they are purged for good; the privacy policy states this period."
        error={errors.deletedRequestRetentionDays?.message}
      >
        {(c) => (
          <Input
            {...c}
            {...form.register("deletedRequestRetentionDays", number)}
            type="number"
            inputMode="numeric"
            step="1"
            min="7"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SettingsPanel({ onDone }: { onDone: () => void }) {
  const settings = useSystemSettings(true);
  if (settings.isPending) {
    return (
      <p role="status" className="py-6 text-center text-slate-600">
        Loading settings...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <LoadFailed
        title="We couldn't load the settings."
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const {
    platformName,
    paymentFeePence,
    rewardPointsPerPayment,
    maxQuoteResponseHours,
    vatRatePercent,
    vatNumber,
    deletedRequestRetentionDays,
  } = settings.data;
  return (
    <SettingsForm
      initial={{
        platformName,
        paymentFeePence,
        rewardPointsPerPayment,
        maxQuoteResponseHours,
        vatRatePercent,
        vatNumber,
        deletedRequestRetentionDays,
      }}
      onDone={onDone}
    />
  );
}

/**
 * System Settings (super admin; spec 001 §2, spec README item 3): stored and validated on the
 * server, each change recorded and listed under the form. The fee and points drive payments
 * and rewards, the name the site and its e-mails, the response time the dashboard's overdue
 * marking, the VAT rate the price of an itemised quote, the VAT number the receipts' VAT line.
 */
export function SystemSettingsDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel="Close system settings">
        <DialogHeader>
          <DialogTitle>System Settings</DialogTitle>
          <DialogDescription>Changes apply to every customer at once.</DialogDescription>
        </DialogHeader>
        {open && <SettingsPanel onDone={() => setOpen(false)} />}
        {open && <ChangeLog />}
      </DialogContent>
    </Dialog>
  );
}
