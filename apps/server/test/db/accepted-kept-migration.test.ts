import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../src/db/migrate.ts";
import { migrationsBefore } from "../support/migrations-before.ts";

const ACCEPTED_KEPT = "0043_accepted_kept";

const REQUEST = (id: string, createdAt: string, firstQuotedAt: string | null) => `
  insert into quote_requests (id, user_id, customer_email, vehicle_registration, vehicle_make,
    vehicle_model, services, description, budget_range, postcode, mobile, travel_distance,
    timeframe, status, first_quoted_at, created_at, updated_at)
  values ('${id}', 'c1', 'sarah@example.com', 'LK19XRT', 'Skoda', 'Octavia', array['oil-service'],
    'Service', '100-300', 'SW1A 1AA', '07700900123', '10-miles', 'this-week', 'quoted',
    ${firstQuotedAt ? `'${firstQuotedAt}'` : "null"}, '${createdAt}', '${createdAt}');`;

const QUOTE = (request: string, status: string) => `
  insert into quotes (quote_request_id, garage_id, price_pence, description, estimated_duration,
    status, decided_at)
  values ('${request}', '00000000-0000-4000-8000-0000000000a1', 12000, 'Service', '2 hours',
    '${status}', ${status === "pending" ? "null" : "now()"});`;

describe("migration 0043: the conversion rate's accepted requests kept per day", () => {
  const before = migrationsBefore(ACCEPTED_KEPT);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("counts the requests accepted before it, and keeps counting after", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const accepted = async () =>
      (
        await client.query<{ day: string; n: number }>(
          `select day::text, sum(n)::int as n from kept_daily where figure = 'accepted:count'
           group by day order by day`,
        )
      ).rows;
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into "user" (id, name, email, role) values ('c1', 'Sarah', 'sarah@example.com', 'customer');
        insert into garages (id, name, address, phone, email) values
          ('00000000-0000-4000-8000-0000000000a1', 'Leeds Central', '1 Park Row', '0113 496 0000', 'leeds@example.com');
        ${REQUEST("00000000-0000-4000-8000-000000000001", "2026-11-20T09:00:00Z", "2026-11-20T10:00:00Z")}
        ${REQUEST("00000000-0000-4000-8000-000000000002", "2026-11-20T12:00:00Z", "2026-11-20T13:00:00Z")}
        ${REQUEST("00000000-0000-4000-8000-000000000003", "2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z")}
        ${QUOTE("00000000-0000-4000-8000-000000000001", "accepted")}
        ${QUOTE("00000000-0000-4000-8000-000000000002", "pending")}
        ${QUOTE("00000000-0000-4000-8000-000000000003", "accepted")}
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const flags = await client.query<{ id: string; accepted_quotes: number }>(
        "select id, accepted_quotes from quote_requests order by id",
      );
      expect(flags.rows.map((row) => row.accepted_quotes)).toEqual([1, 0, 1]);
      expect(await accepted()).toEqual([
        { day: "2026-11-20", n: 1 },
        { day: "2026-11-21", n: 1 },
      ]);
      // The triggers it set aside are back: an acceptance now moves the figure.
      await client.exec(
        `update quotes set status = 'accepted', decided_at = now() where quote_request_id = '00000000-0000-4000-8000-000000000002'`,
      );
      expect(await accepted()).toEqual([
        { day: "2026-11-20", n: 2 },
        { day: "2026-11-21", n: 1 },
      ]);
      const announced = await client.query<{ enabled: string }>(
        `select tgenabled as enabled from pg_trigger where tgname in
           ('quote_requests_kept_on_update', 'quote_requests_announced_on_update')`,
      );
      expect(announced.rows.map((row) => row.enabled)).toEqual(["O", "O"]);
    } finally {
      await client.close();
    }
  });
});
