import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "../../src/db/client.ts";
import { hasPgCode, PG_UNIQUE_VIOLATION } from "../../src/db/errors.ts";
import { garages } from "../../src/db/schema/index.ts";

// The embedded engine on its own thread (db/pglite-thread.ts), as the server runs it: the
// migrated schema, queries, transactions, errors and notifications as on the main thread, and
// the main thread free while a statement runs.

let handle: DatabaseHandle;

beforeAll(async () => {
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  handle = await openDatabase({
    kind: "pglite",
    thread: "worker",
    loadDataDir: new Blob([snapshot]),
  });
});
afterAll(async () => {
  await handle?.close();
});

const garage = (name: string) => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", "-")}@example.com`,
  phone: "020 7946 0000",
  address: "1 High Street, London",
  postcode: "SW1A 1AA",
});

describe("the embedded database on its own thread", () => {
  it("answers drizzle's queries with the same values, times kept as PostgreSQL's text", async () => {
    const [row] = await handle.db.insert(garages).values(garage("Thread Motors")).returning();
    expect(row).toMatchObject({ name: "Thread Motors", postcode: "SW1A 1AA" });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const rows = await queryRows<{ n: number; at: string; bytes: Uint8Array }>(
      handle.db,
      sql`select 41 + ${1}::int as n, '2026-12-07 10:00:00+00'::timestamptz as at, '\\x0102'::bytea as bytes`,
    );
    expect(rows[0]?.n).toBe(42);
    expect(rows[0]?.bytes).toEqual(new Uint8Array([1, 2]));
  });

  it("commits a transaction that resolves and rolls back one that throws, with PostgreSQL's error code", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(garages).values(garage("Committed Garage"));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(garages).values(garage("Rolled Back Garage"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const error = await handle.db
      .transaction(async (tx) => {
        await tx.insert(garages).values(garage("Twice Garage"));
        await tx.insert(garages).values(garage("Twice Garage"));
      })
      .catch((err: unknown) => err);
    expect(hasPgCode(error, PG_UNIQUE_VIOLATION)).toBe(true);
    const names = (await handle.db.select({ name: garages.name }).from(garages)).map((g) => g.name);
    expect(names).toContain("Committed Garage");
    expect(names).not.toContain("Rolled Back Garage");
    expect(names).not.toContain("Twice Garage");
  });

  it("runs a statement from outside a transaction after the transaction, not inside it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(garages).values(garage("Held Garage"));
      await held;
      order.push("transaction ends");
    });
    // give the transaction time to begin
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = handle.db
      .select({ name: garages.name })
      .from(garages)
      .then((rows) => {
        order.push("outside read");
        return rows.map((g) => g.name);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toContain("Held Garage");
    expect(order).toEqual(["transaction ends", "outside read"]);
  });

  it("keeps the main thread free while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    await queryRows(handle.db, sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    // on the main thread the timer could not fire until the statement had finished
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 5 / 4));
  });

  it("delivers notifications to listeners on the main thread, until they stop", async () => {
    const heard: string[] = [];
    const stop = await handle.listen("thread_test", {
      message: (payload) => heard.push(payload),
      state: () => {},
    });
    await queryRows(handle.db, sql`select pg_notify('thread_test', 'first')`);
    await expect.poll(() => heard).toEqual(["first"]);
    await stop();
    await queryRows(handle.db, sql`select pg_notify('thread_test', 'second')`);
    await queryRows(handle.db, sql`select 1`);
    expect(heard).toEqual(["first"]);
  });

  it("fails to open, rather than waiting for ever, when the engine cannot start", async () => {
    await expect(
      openDatabase({
        kind: "pglite",
        thread: "worker",
        loadDataDir: new Blob([new Uint8Array([1, 2, 3])]),
      }),
    ).rejects.toThrow();
  });

  it("refuses queries once closed", async () => {
    const own = await openDatabase({
      kind: "pglite",
      thread: "worker",
      loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
    });
    await own.ping();
    await own.close();
    await expect(own.ping()).rejects.toThrow("database is closed");
  });
});
