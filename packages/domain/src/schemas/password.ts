import { z } from "zod";
import {
  meetsPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from "../password-policy.ts";

/** A new password as typed (never trimmed or sanitised). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_POLICY_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE, abort: true })
  .refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE);
