import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * How passwords are hashed: `standard` is better-auth's scrypt (N 16384, r 16: about 65 ms a
 * hash here, slow on purpose), the only choice in production. `fast` is scrypt at a 32nd of the
 * cost, for the test suites and the journeys' servers, which hash thousands of passwords a run
 * (decision 054); its hashes carry their own prefix, and the standard hasher refuses them, so a
 * fast hash can never let anyone in on a production server.
 */
export type PasswordHashing = "standard" | "fast";

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

const FAST_PREFIX = "fast-scrypt:";
const FAST_PARAMS = { N: 1024, r: 8, p: 1, maxmem: 32 * 1024 * 1024 } as const;
const KEY_BYTES = 64;

function fastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, FAST_PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const standard: PasswordHasher = {
  hash: hashPassword,
  verify: async (data) => !data.hash.startsWith(FAST_PREFIX) && verifyPassword(data),
};

const fast: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${FAST_PREFIX}${salt}:${(await fastKey(password, salt)).toString("hex")}`;
  },
  // A standard hash (the demo data's, say) still verifies, at its own cost.
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(FAST_PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(FAST_PREFIX.length).split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const derived = await fastKey(password, salt);
    return expected.length === derived.length && timingSafeEqual(expected, derived);
  },
};

export function passwordHasher(hashing: PasswordHashing): PasswordHasher {
  return hashing === "fast" ? fast : standard;
}
