import { createHmac } from "node:crypto";

/** How a stored recovery code reads: a keyed hash, never the code (decision 042). */
const HASHED = /^h1:[A-Za-z0-9_-]{43}$/;

/** The keyed hash of a recovery code as typed (spaces around it ignored). */
export function hashRecoveryCode(secret: string, code: string): string {
  const digest = createHmac("sha256", secret).update(code.trim()).digest("base64url");
  return `h1:${digest}`;
}

/**
 * The two-factor plugin's storage for recovery codes, so that they are kept hashed rather than
 * encrypted. The plugin hands `encrypt` the list to keep: the new codes when they are made (we
 * hash them) or, after one is used, the hashes that are left (kept as they are). `decrypt` gives
 * back the hashes, and the code step hashes the code it is sent before the plugin compares it
 * (features/auth/two-factor-routes.ts), so a used code is taken out of the list and a stolen
 * database yields no code that works.
 */
export function hashedRecoveryCodes(secret: string) {
  return {
    encrypt: async (json: string) => {
      const codes = JSON.parse(json) as string[];
      const kept = codes.map((c) => (HASHED.test(c) ? c : hashRecoveryCode(secret, c)));
      return JSON.stringify(kept);
    },
    decrypt: async (stored: string) => stored,
  };
}
