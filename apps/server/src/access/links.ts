import { randomBytes } from "node:crypto";
import type { Auth } from "./auth.ts";

/** Where a reset link lands once better-auth has checked its token (spec route). */
export const RESET_PAGE = "/reset-password";

/** A fresh reset token and its link, in the form better-auth's reset routes read. */
export async function newResetLink(auth: Auth): Promise<{ token: string; link: string }> {
  const ctx = await auth.$context;
  const token =
    ctx.generateId({ model: "verification", size: 24 }) || randomBytes(18).toString("base64url");
  const link = `${ctx.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PAGE)}`;
  return { token, link };
}

/** An id for a row in one of better-auth's tables. */
export async function newAuthId(
  auth: Auth,
  model: "user" | "account" | "verification",
): Promise<string> {
  const ctx = await auth.$context;
  return ctx.generateId({ model }) || randomBytes(16).toString("hex");
}
