import { randomUUID } from "node:crypto";
import { addCalendarDays } from "@automobi/domain";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { emailOutbox, motReminders, user, vehicles } from "../../src/db/schema/index.ts";
import { MOT_REMINDER_LOCK_ID } from "../../src/features/reminders/repository.ts";
import { runMotReminders } from "../../src/features/reminders/service.ts";
import { testConfig } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { NOW, TODAY } from "./fixtures.ts";

const VEHICLES = 150;

interface Instance {
  app: FastifyInstance;
  db: Database;
}

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "MOT reminders from two server instances on one PostgreSQL database",
  () => {
    let database: TestDatabase | undefined;
    const instances: Instance[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      // each instance has its own pool of connections, as a second process would
      const second = await openDatabase({ kind: "postgres", url: database.url!, poolSize: 4 });
      for (const handle of [database.handle, second]) {
        const app = await buildApp(testConfig(), { database: handle });
        await app.ready();
        instances.push({ app, db: handle.db });
      }
    });
    afterAll(async () => {
      for (const { app } of instances) await app.close();
      await database?.dispose();
    });

    const runOn = ({ app, db }: Instance, batchSize = 20) =>
      runMotReminders({ db, outbox: app.services.outbox }, new Date(NOW), batchSize);

    /** One customer with VEHICLES plates, all due for their 30-day reminder. */
    async function dueVehicles() {
      const db = instances[0]!.db;
      await db.execute(sql`delete from mot_reminders`);
      await db.execute(sql`delete from email_outbox`);
      await db.execute(sql`delete from vehicles`);
      const id = randomUUID();
      await db.insert(user).values({ id, name: "Sam Driver", email: `${id}@example.com` });
      await db.insert(vehicles).values(
        Array.from({ length: VEHICLES }, (_, i) => ({
          userId: id,
          registration: `MOT${i}`,
          make: "FORD",
          model: "Fiesta",
          motDueDate: addCalendarDays(TODAY, 30),
        })),
      );
    }

    async function counts() {
      const db = instances[0]!.db;
      const [mails] = await db
        .select({ n: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.template, "mot-reminder"));
      const [rows] = await db.select({ n: count() }).from(motReminders);
      return { mails: mails!.n, reminders: rows!.n };
    }

    it("sends each reminder once when both run at the same moment, again and again", async () => {
      await dueVehicles();
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(instances.map((instance) => runOn(instance)));
        if (round > 0) expect(results.map((r) => r.queued)).toEqual([0, 0]);
      }
      expect(await counts()).toEqual({ mails: VEHICLES, reminders: VEHICLES });
      const perPlate = await instances[0]!.db.execute(
        sql`select registration from mot_reminders group by registration having count(*) > 1`,
      );
      expect((perPlate as unknown as { rows: unknown[] }).rows).toEqual([]);
    });

    it("skips a run while the other instance holds the lock, and sends once it is free", async () => {
      await dueVehicles();
      const [first, second] = instances as [Instance, Instance];
      let whileHeld: Awaited<ReturnType<typeof runOn>> | undefined;
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MOT_REMINDER_LOCK_ID})`);
        whileHeld = await runOn(second);
      });
      expect(whileHeld).toEqual({ skipped: true, queued: 0 });
      expect(await counts()).toEqual({ mails: 0, reminders: 0 });
      expect(await runOn(second, 1000)).toEqual({ skipped: false, queued: VEHICLES });
      expect(await runOn(first)).toEqual({ skipped: false, queued: 0 });
      expect(await counts()).toEqual({ mails: VEHICLES, reminders: VEHICLES });
    });
  },
);
