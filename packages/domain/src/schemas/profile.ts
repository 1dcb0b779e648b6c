import { z } from "zod";
import { AUTH_MESSAGES } from "../auth-messages.ts";
import { isBlank } from "../field-messages.ts";
import {
  meetsPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from "../password-policy.ts";
import { FULL_NAME_REQUIRED_MESSAGE, splitFullName } from "../profile.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { emailField, optionalUkPhoneField, optionalUkPostcodeField } from "./fields.ts";
import { plainText } from "./text.ts";

/**
 * The Update Details form (/profile) and the dashboard's settings dialog.
 * Every field is optional. In the output, undefined means "not sent, leave
 * as it is", null means "sent blank, store null". A blank new password means
 * "keep the current one" and comes out as null. The e-mail cannot be cleared.
 */
export const profileUpdateSchema = z
  .object({
    // Garages and e-mails address the customer by name: it can be changed, never cleared
    // (the same rule in Settings and on /profile). Not sent means "leave it as it is".
    fullName: plainText(TEXT_LIMITS.fullName)
      .nullish()
      .refine((value) => value === undefined || !isBlank(value), FULL_NAME_REQUIRED_MESSAGE),
    email: z
      .string()
      .nullish()
      .transform((value) => (isBlank(value) ? undefined : (value ?? undefined)))
      .pipe(emailField(AUTH_MESSAGES.emailRequired).optional()),
    phone: optionalUkPhoneField,
    postcode: optionalUkPostcodeField,
    address: plainText(TEXT_LIMITS.address).nullish(),
    newPassword: z
      .string()
      .nullish()
      .refine(
        (value) =>
          isBlank(value) ||
          (meetsPasswordPolicy(value ?? "") && (value ?? "").length <= PASSWORD_MAX_LENGTH),
        PASSWORD_POLICY_MESSAGE,
      ),
    // Asked for when the password or the e-mail changes (reauthentication.ts); as typed.
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE).nullish(),
  })
  .transform(({ fullName, email, phone, postcode, address, newPassword, currentPassword }) => ({
    ...(fullName === undefined ? {} : splitFullName(fullName)),
    email,
    phone,
    postcode,
    address: address === undefined ? undefined : address || null,
    newPassword: isBlank(newPassword) ? null : (newPassword as string),
    currentPassword: currentPassword || null,
  }));

export type ProfileUpdateForm = z.input<typeof profileUpdateSchema>;

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
