import { describe, expect, it } from "vitest";
import { passwordHasher } from "../../src/access/password-hashing.ts";

const PASSWORD = "Correct-Horse-9";

describe("password hashing", () => {
  const standard = passwordHasher("standard");
  const fast = passwordHasher("fast");

  it("keeps better-auth's scrypt as the standard, and refuses a fast hash there", async () => {
    const hash = await standard.hash(PASSWORD);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await standard.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await standard.verify({ hash, password: "Correct-Horse-8" })).toBe(false);
    // A fast hash of the very password never opens an account on a standard server.
    const cheap = await fast.hash(PASSWORD);
    expect(await standard.verify({ hash: cheap, password: PASSWORD })).toBe(false);
  });

  it("hashes fast with its own prefix, and still verifies a standard hash", async () => {
    const hash = await fast.hash(PASSWORD);
    expect(hash).toMatch(/^fast-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await fast.hash(PASSWORD)).not.toBe(hash); // salted
    expect(await fast.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await fast.verify({ hash, password: "correct-horse-9" })).toBe(false);
    expect(await fast.verify({ hash: "fast-scrypt:nothing", password: PASSWORD })).toBe(false);
    const real = await standard.hash(PASSWORD);
    expect(await fast.verify({ hash: real, password: PASSWORD })).toBe(true);
  });
});
