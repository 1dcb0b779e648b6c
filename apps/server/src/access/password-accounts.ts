import { ERROR_CODES, fieldErrors, GENERIC_ERROR_MESSAGE } from "@automobi/domain";
import { newPasswordSchema } from "@automobi/domain/schemas";
import type { DbOrTx } from "../db/client.ts";
import { account } from "../db/schema/index.ts";
import { AppError } from "../http/app-error.ts";

// What every way of making an account with a password shares: registration, the admin
// command, and a garage portal invitation.

/** The one password policy, with the field's message, as registration and reset state it. */
export function checkNewPassword(password: string, field: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (result.success) return;
  const message =
    fieldErrors(result.error)._form ?? result.error.issues[0]?.message ?? GENERIC_ERROR_MESSAGE;
  throw new AppError(ERROR_CODES.VALIDATION_FAILED, message, 400, { [field]: message });
}

/** The e-mail-and-password account row, in the shape better-auth's sign-in reads. */
export async function insertPasswordAccount(
  tx: DbOrTx,
  row: { id: string; userId: string; passwordHash: string },
) {
  await tx.insert(account).values({
    id: row.id,
    userId: row.userId,
    accountId: row.userId,
    providerId: "credential",
    password: row.passwordHash,
  });
}
