import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, loadConfig } from "../../src/config.ts";
import { redactUrl } from "../../src/logger.ts";
import { ensureBuilt } from "../support/built-server.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

describe("configuration", () => {
  it("runs with no configuration at all on the embedded database", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data", thread: "worker" });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
  });

  it("derives PUBLIC_URL from PORT and uses node-postgres with DATABASE_URL", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x",
    });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.database.kind).toBe("postgres");
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "not a url"],
    ["NODE_ENV", "staging"],
    ["LEGAL_UPDATED_DATE", "yesterday"],
  ])("names %s when its value %s is bad", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrowError(
      expect.objectContaining({
        variable,
        message: expect.stringContaining(`Invalid configuration: ${variable}`),
      }),
    );
  });

  it("refuses to start in production without the secrets", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
      PUBLIC_URL: "https://a.test",
      SMTP_URL: "smtp://mail.a.test:587",
    };
    expect(loadConfig(production).isProduction).toBe(true);
    for (const variable of ["AUTH_SECRET", "PUBLIC_URL", "SMTP_URL"] as const) {
      const { [variable]: _missing, ...rest } = production;
      expect(() => loadConfig(rest)).toThrow(
        new ConfigError(variable, "must be set when NODE_ENV=production"),
      );
    }
    // Tests may hash passwords cheaply; production never.
    expect(loadConfig(production).passwordHashing).toBe("standard");
    expect(() => loadConfig({ ...production, PASSWORD_HASHING: "fast" })).toThrow(
      new ConfigError("PASSWORD_HASHING", "must be standard when NODE_ENV=production"),
    );
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASHING: "fast" }).passwordHashing).toBe("fast");
  });

  it("stops the server with one line naming PORT when PORT=abc", () => {
    const run = spawnSync(process.execPath, [ensureBuilt()], {
      cwd: serverDir,
      env: { ...process.env, PORT: "abc", DATA_DIR: "/nonexistent-never-created" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });
});

describe("the README's configuration table", () => {
  it("lists every variable the configuration reads, and no other", () => {
    const readme = readFileSync(join(serverDir, "../../README.md"), "utf8");
    const section = readme.split(/^## /m).find((part) => part.startsWith("Configuration\n"));
    expect(section, "a ## Configuration section").toBeDefined();
    const documented = section!
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
      .map((match) => match[1]);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});

describe("request log redaction", () => {
  it("removes one-time tokens from logged URLs", () => {
    expect(redactUrl("/api/auth/reset-password/abc123?callbackURL=/x")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
    );
    expect(redactUrl("/api/auth/verify-email?token=eyJhbGci&pageSize=1")).toBe(
      "/api/auth/verify-email?token=[redacted]&pageSize=1",
    );
    expect(redactUrl("/api/account/export/Zm9vYmFy")).toBe("/api/account/export/[redacted]");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });

  it("keeps a list's plain options and removes what a person typed, keys included", () => {
    expect(
      redactUrl("/api/admin/garages?search=Jane%20Doe&pageSize=20&status=open&cursor=abc"),
    ).toBe("/api/admin/garages?search=[redacted]&pageSize=20&status=open&cursor=[redacted]");
    expect(redactUrl("/x?jane%40example.com&flag")).toBe("/x?[redacted]&flag");
  });
});
