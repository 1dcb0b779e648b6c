import { z } from "zod";

/**
 * The links e-mailed to an account's inbox that change it: the confirmation of a registration
 * (its page asks for the password, decision 038) and the undo of an e-mail change.
 */

/** What an expired, withdrawn or used link answers, in `fields.token`. */
export const INVALID_LINK_MESSAGE = "This link is invalid or has expired.";

/** Relative pages a confirmation may send the customer on to. */
const nextPage = z
  .string()
  .refine((url) => url.startsWith("/") && !url.startsWith("//"), "Unknown destination");

export const confirmEmailRequest = z.object({
  token: z.string({ error: INVALID_LINK_MESSAGE }).min(1, INVALID_LINK_MESSAGE).max(4096),
  /** Checked by the route against the one password policy, with the field's message. */
  password: z.string({ error: "Please fill in all fields" }),
  callbackURL: nextPage.optional(),
});
/** Confirmed and signed in: the page goes on to `next`. */
export const confirmEmailResponse = z.object({ status: z.literal(true), next: z.string() });

export const undoEmailChangeRequest = z.object({
  token: z.string({ error: INVALID_LINK_MESSAGE }).min(1, INVALID_LINK_MESSAGE).max(512),
});
/** The old address is back and every session is gone: `next` is the page to set a new password. */
export const undoEmailChangeResponse = z.object({
  status: z.literal(true),
  email: z.string(),
  next: z.string(),
});
