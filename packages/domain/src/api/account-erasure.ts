import { z } from "zod";
import { DELETE_ACCOUNT_WORD, ACCOUNT_ERASURE_MESSAGES as M } from "../account-erasure.ts";
import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from "../reauthentication.ts";
import { timestamp } from "./common.ts";

/**
 * `POST /api/account/delete`: Settings' "Delete my account" (issue 32). The current password,
 * checked as a sign-in attempt, and the word DELETE typed out.
 */
export const deleteAccountRequest = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    .max(256)
    .refine((typed) => typed !== "", CURRENT_PASSWORD_REQUIRED_MESSAGE),
  confirmation: z
    .string({ error: M.confirm })
    .max(40, M.confirm)
    .refine((typed) => typed.trim() === DELETE_ACCOUNT_WORD, M.confirm),
});
export type DeleteAccountBody = z.input<typeof deleteAccountRequest>;

export const accountErasedResponse = z.object({
  erased: z.literal(true),
  message: z.string(),
});

/** `POST /api/admin/customers/:id/erase`: staff erase a customer's account, audited. */
export const eraseCustomerParams = z.object({ id: z.string().min(1).max(100) });

/**
 * `POST /api/account/export`: Settings' "Download my data", with the current password. Answers
 * the link (also e-mailed), valid for 24 hours and only for this account.
 */
export const dataExportRequest = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    .max(256)
    .refine((typed) => typed !== "", CURRENT_PASSWORD_REQUIRED_MESSAGE),
});
export type DataExportBody = z.input<typeof dataExportRequest>;
export const dataExportResponse = z.object({ downloadUrl: z.string(), expiresAt: timestamp });

/** `GET /api/account/export/:token`: the zip (JSON, a readable page, the photos). */
export const dataExportParams = z.object({ token: z.string().min(1).max(200) });
export const dataExportFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary", description: "A zip file." });
