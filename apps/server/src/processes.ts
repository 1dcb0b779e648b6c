import cluster, { type Worker } from "node:cluster";
import { sql } from "drizzle-orm";
import type { Config } from "./config.ts";
import { queryRows } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { seedDemo } from "./demo/seed.ts";
import { resolveAuthSecret } from "./secrets.ts";

// Several server processes behind one address (issue 33, decision 065): with SERVER_PROCESSES
// above 1 the process `npm start` runs is a primary that prepares what they share once, then
// forks that many server processes (node:cluster), which take turns at the one listening port.
// Each is the same stateless server; whatever they share is in PostgreSQL.

/** How long the processes have to finish their requests when told to stop. */
export const PROCESSES_SHUTDOWN_MS = 12_000;
/** A process that ends sooner than this after starting is started again more slowly. */
const STEADY_MS = 10_000;

/** The connections each server process holds at most: its pool, and one to LISTEN on. */
export const connectionsPerProcess = (poolSize: number) => poolSize + 1;

/**
 * What the processes would hold against what PostgreSQL allows, and a sentence when it does not
 * fit (with a tenth of the server's connections kept for everything else).
 */
export function connectionBudget(processes: number, poolSize: number, maxConnections: number) {
  const needed = processes * connectionsPerProcess(poolSize);
  const available = Math.floor(maxConnections * 0.9);
  return {
    needed,
    available,
    problem:
      needed > available
        ? `${processes} processes with DATABASE_POOL_SIZE=${poolSize} hold up to ${needed} connections; PostgreSQL allows ${maxConnections} (keep under ${available}): lower DATABASE_POOL_SIZE`
        : undefined,
  };
}

/** The primary: prepares once, forks `config.processes` servers, keeps them running. */
export async function runPrimary(config: Config): Promise<void> {
  if (config.database.kind !== "postgres") throw new Error("several processes need PostgreSQL");
  // Once, before any server starts: the schema, the demo data and the generated auth secret, so
  // that no two processes race to make them.
  const database = await prepareDatabase(config);
  try {
    if (config.seedDemo) {
      const { created } = await seedDemo(database.db, {
        supportEmail: config.supportEmail,
        authSecret: resolveAuthSecret(config),
        passwordHashing: config.passwordHashing,
      });
      if (created) console.info("Loaded the demo data into the empty database.");
    }
    const [row] = await queryRows<{ max_connections: string }>(
      database.db,
      sql`show max_connections`,
    );
    const max = Number(row?.max_connections ?? 100);
    const budget = connectionBudget(config.processes, config.database.poolSize, max);
    if (budget.problem) throw new Error(budget.problem);
  } finally {
    await database.close();
  }
  resolveAuthSecret(config);

  let stopping = false;
  let delayMs = 1_000;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    // A process that keeps failing at start is tried again less and less often.
    delayMs = lived < STEADY_MS ? Math.min(delayMs * 2, 30_000) : 1_000;
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another in ${delayMs / 1000} s`,
    );
    setTimeout(() => !stopping && fork(), delayMs);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`shutting down ${started.size} server processes (${signal})`);
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), PROCESSES_SHUTDOWN_MS).unref();
    if (started.size === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < config.processes; i++) fork();
  console.info(`Automobi: ${config.processes} server processes at ${config.publicUrl}`);
}

/** Whether this process is one the primary forked (it leaves the preparing to the primary). */
export const isForkedServer = () => cluster.isWorker;
