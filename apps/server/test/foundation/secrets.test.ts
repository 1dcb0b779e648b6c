import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { resolveAuthSecret } from "../../src/secrets.ts";

let dataDir = "";
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "automobi-secrets-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const secretsFile = () => join(dataDir, "secrets.json");
const permissions = (file: string) => statSync(file).mode & 0o777;

describe("the generated auth secret", () => {
  it("is written to DATA_DIR/secrets.json, readable by the owner only, and reused on the next start", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(secretsFile(), "utf8"))).toEqual({ authSecret: first });
    expect(permissions(secretsFile())).toBe(0o600);

    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
  });

  it("replaces an unusable secrets file with a new secret, readable by the owner only", () => {
    writeFileSync(secretsFile(), '{"authSecret": "short"}', { mode: 0o644 });
    const secret = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(secretsFile(), "utf8"))).toEqual({ authSecret: secret });
    expect(permissions(secretsFile())).toBe(0o600);
  });

  it("is not generated when AUTH_SECRET is set", () => {
    const configured = "a-configured-secret-of-at-least-32-chars";
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: configured }))).toBe(
      configured,
    );
    expect(() => statSync(secretsFile())).toThrow();
  });
});
