import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { PREPARED_DATABASE_PREFIX, pgliteTarball } from "./database-files.ts";
import {
  createTestDatabase,
  type DatabaseSource,
  migratedSource,
  type TestDatabase,
} from "./test-database.ts";
import { waitUntil } from "./wait.ts";

interface Prepared<T> {
  source: DatabaseSource;
  /** What `prepare` answered (cookies, ids): plain JSON. */
  result: T;
}

/**
 * A database prepared once per run for every test file that asks with the same `key`. The first
 * file to ask runs `prepare` on a fresh database, as its own setup would have; later files (in
 * any worker) start from a copy of that database, with what `prepare` answered. Setting up
 * accounts (password hashes, two-step verification) then costs one file, not each of them.
 */
export async function preparedDatabase<T>(
  key: string,
  prepare: (database: TestDatabase) => Promise<{ result: T; close(): Promise<void> }>,
): Promise<Prepared<T>> {
  const runDir = dirname(inject("pgliteSnapshot"));
  const id = createHash("sha256").update(key).digest("hex").slice(0, 12);
  const manifest = join(runDir, `prepared-${id}.json`);
  const lock = join(runDir, `prepared-${id}.lock`);
  for (;;) {
    if (existsSync(manifest)) {
      const prepared: Prepared<T> = JSON.parse(readFileSync(manifest, "utf8"));
      return prepared;
    }
    try {
      mkdirSync(lock);
    } catch {
      // Another file is preparing it: wait for its manifest, or take over if it gave up.
      await waitUntil(() => existsSync(manifest) || !existsSync(lock), 120_000, {
        everyMs: 50,
        what: `the prepared database ${key}`,
      });
      continue;
    }
    try {
      const migrated = migratedSource();
      const name = migrated.postgresTemplate
        ? `${PREPARED_DATABASE_PREFIX}${migrated.postgresTemplate}_${id}`
        : undefined;
      const database = await createTestDatabase(migrated, name ? { name } : {});
      let made: { result: T; close(): Promise<void> };
      try {
        made = await prepare(database);
      } catch (err) {
        await database.dispose();
        throw err;
      }
      const { result } = made;
      let prepared: Prepared<T>;
      if (name) {
        prepared = { source: { ...migrated, postgresTemplate: name }, result };
      } else {
        const snapshot = join(runDir, `prepared-${id}.tar`);
        writeFileSync(snapshot, await pgliteTarball(database.handle));
        prepared = { source: { ...migrated, pgliteSnapshot: snapshot }, result };
      }
      // Closed, not dropped: it is the template of the copies (the run's teardown drops it).
      await made.close();
      await database.handle.close();
      const temporary = `${manifest}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(prepared));
      renameSync(temporary, manifest);
      return prepared;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
