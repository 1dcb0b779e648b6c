import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { testConfig } from "../support/test-app.ts";

/** A "PostgreSQL server" that accepts connections and never says a word. */
let silent: Server;
const sockets: Socket[] = [];
let silentUrl = "";

beforeAll(async () => {
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  if (!address || typeof address === "string") throw new Error("no port");
  silentUrl = `postgres://postgres@127.0.0.1:${address.port}/automobi`;
});

afterAll(async () => {
  // Hung-up connections let the pools that were waiting on them finish closing.
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function appOn(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  return app;
}

describe("GET /api/health when the database does not answer in time", () => {
  it("answers 503 while the embedded database is held by a long transaction, then ok again", async () => {
    const database = await openDatabase({ kind: "pglite" });
    const app = await appOn(database);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const busy = await app.inject({ method: "GET", url: "/api/health" });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ status: "unavailable", database: "pglite" });
    } finally {
      release();
      await transaction;
    }
    const after = await app.inject({ method: "GET", url: "/api/health" });
    expect(after.json()).toEqual({ status: "ok", database: "pglite" });
    await app.close();
  });

  it("answers 503 when a PostgreSQL server accepts the connection but never answers", async () => {
    const database = await openDatabase({ kind: "postgres", url: silentUrl, poolSize: 1 });
    const app = await appOn(database);
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "postgres" });
    for (const socket of sockets) socket.destroy();
    await app.close();
  });
});

describe("the PostgreSQL pool", () => {
  it("fails a query that cannot get a connection in time instead of waiting forever", async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: silentUrl,
      poolSize: 1,
      connectionTimeoutMs: 300,
    });
    try {
      await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/connection timeout/i) },
      });
    } finally {
      await database.close();
    }
  });
});
