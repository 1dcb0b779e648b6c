import { z } from "zod";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  sanitizeText,
  tooLongMessage,
} from "../sanitize.ts";

/** Optional plain text: trimmed, at most `max` characters, sanitised. */
export function plainText(max: number, message: string = tooLongMessage(max)) {
  return z
    .string()
    .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE)
    .trim()
    .max(max, message)
    .transform(sanitizeText);
}

/** Plain text that must not be blank, before or after sanitising. */
export function requiredText(
  max: number,
  requiredMessage: string,
  maxMessage: string = tooLongMessage(max),
) {
  return z
    .string({ error: requiredMessage })
    .refine((text) => !hasControlCharacter(text), {
      error: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, maxMessage)
    .transform(sanitizeText)
    .pipe(z.string().min(1, requiredMessage));
}
