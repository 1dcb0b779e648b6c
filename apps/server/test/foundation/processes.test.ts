import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { connectionBudget } from "../../src/processes.ts";
import { type ServerProcess, startServerProcess, within } from "../support/server-processes.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** The server processes the primary `pid` has forked, as the operating system lists them. */
function forkedBy(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe("several server processes: the rules", () => {
  it("refuses more than one process on the embedded database, with the variable named", () => {
    expect(() => loadConfig({ SERVER_PROCESSES: "2" })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVER_PROCESSES: "2" })).toThrow(
      "Invalid configuration: SERVER_PROCESSES can be above 1 only with DATABASE_URL",
    );
    expect(() => loadConfig({ SERVER_PROCESSES: "0" })).toThrow(
      "SERVER_PROCESSES must be a whole number from 1 to 64",
    );
    const config = loadConfig({
      SERVER_PROCESSES: "4",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x",
    });
    expect(config.processes).toBe(4);
  });

  it("fits 20 processes in PostgreSQL's 100 connections with a pool of 3, and says when it does not", () => {
    expect(connectionBudget(20, 3, 100)).toEqual({ needed: 80, available: 90, problem: undefined });
    expect(connectionBudget(20, 10, 100).problem).toBe(
      "20 processes with DATABASE_POOL_SIZE=10 hold up to 220 connections; PostgreSQL allows 100 (keep under 90): lower DATABASE_POOL_SIZE",
    );
  });
});

// Several processes share a database only on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("several server processes behind one port", () => {
  let dataDir = "";
  let database: TestDatabase | undefined;
  let primary: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "automobi-processes-"));
    database = await createTestDatabase();
    primary = await startServerProcess(database.url!, dataDir, undefined, {
      SERVER_PROCESSES: "2",
      DATABASE_POOL_SIZE: "2",
    });
  }, 90_000);

  afterAll(async () => {
    if (primary && primary.child.exitCode === null) primary.child.kill("SIGKILL");
    for (const pid of primary?.child.pid ? forkedBy(primary.child.pid) : []) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers at one address from two processes, replaces one that dies, and stops them all", async () => {
    const server = primary!;
    const pid = server.child.pid!;
    await within(30_000, async () => forkedBy(pid).length === 2);
    // A new connection each time, as a load balancer's check makes it (one kept alive to a
    // process that is then killed is reset; a browser retries such a request by itself), and
    // 0 for no answer within 2 s.
    const health = () =>
      new Promise<number>((resolve) => {
        const req = get(`${server.base}/api/health`, { agent: false, timeout: 2_000 }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("timeout", () => req.destroy());
        req.on("error", () => resolve(0));
      });
    for (let i = 0; i < 10; i++) expect(await health()).toBe(200);

    const [first] = forkedBy(pid);
    process.kill(first!, "SIGKILL");
    // The other answers meanwhile; the primary starts another in its place.
    await within(5_000, async () => (await health()) === 200);
    await within(15_000, async () => {
      const now = forkedBy(pid);
      return now.length === 2 && !now.includes(first!);
    });
    await within(30_000, async () => (await health()) === 200);
    expect(server.output()).toContain(`server process ${first} ended (SIGKILL)`);

    const children = forkedBy(pid);
    server.child.kill("SIGTERM");
    await within(15_000, async () => server.child.exitCode !== null);
    expect(server.child.exitCode).toBe(0);
    for (const child of children) expect(() => process.kill(child, 0)).toThrow();
  }, 90_000);
});
