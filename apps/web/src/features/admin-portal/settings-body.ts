import { penceToPounds } from "@automobi/domain";
import type { Resolver } from "react-hook-form";
import { type SettingsUpdate, settingsUpdateBody, typedPaymentFee } from "@/lib/schemas";

/** The System Settings form as typed: the fee in pounds ('3.00'), as staff write it. */
export type SettingsFormValues = Omit<SettingsUpdate, "paymentFeePence"> & { paymentFee: string };

/** The fields that show a message, in the form's order. */
export const SETTINGS_FIELDS = [
  "platformName",
  "paymentFee",
  "rewardPointsPerPayment",
  "maxQuoteResponseHours",
  "vatRatePercent",
  "vatNumber",
] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The fee typed in pounds goes to the API in pence, as every amount does (decision 050). */
export const SETTINGS_FIELDS_SENT_AS = { paymentFee: "paymentFeePence" } as const;

/** The stored settings as the form shows them: the fee as money ('3.00', not '3' or 300). */
export function settingsFormOf({
  paymentFeePence,
  ...settings
}: SettingsUpdate): SettingsFormValues {
  return { ...settings, paymentFee: penceToPounds(paymentFeePence) };
}

/**
 * The body the form sends, or the message for each field that stops it, in the form's order:
 * the typed fee becomes pence with the domain's rule, and the whole is checked with the
 * server's own schema (the API takes the values as typed and applies it itself).
 */
export function settingsBodyOf({
  paymentFee,
  ...values
}: SettingsFormValues):
  | { body: SettingsUpdate }
  | { errors: ReadonlyArray<readonly [SettingsField, string]> } {
  const fee = typedPaymentFee(paymentFee);
  const body = { ...values, paymentFeePence: "pence" in fee ? fee.pence : Number.NaN };
  const checked = settingsUpdateBody.safeParse(body);
  if (checked.success && "pence" in fee) return { body };
  const messages = new Map<string, string>();
  if ("message" in fee) messages.set("paymentFee", fee.message);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const sent = issue.path[0];
    const field = sent === SETTINGS_FIELDS_SENT_AS.paymentFee ? "paymentFee" : sent;
    if (typeof field === "string" && !messages.has(field)) messages.set(field, issue.message);
  }
  return {
    errors: SETTINGS_FIELDS.flatMap((field) => {
      const message = messages.get(field);
      return message === undefined ? [] : [[field, message] as const];
    }),
  };
}

/** react-hook-form's check of the form: what it submits is the body, fee in pence. */
export const settingsResolver: Resolver<SettingsFormValues, unknown, SettingsUpdate> = (values) => {
  const checked = settingsBodyOf(values);
  if ("body" in checked) return { values: checked.body, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      checked.errors.map(([field, message]) => [field, { type: "validate", message }]),
    ),
  };
};
