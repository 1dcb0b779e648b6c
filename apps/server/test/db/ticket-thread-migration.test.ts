import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../src/db/migrate.ts";
import { migrationsBefore } from "../support/migrations-before.ts";

const THREADS = "0017_support_ticket_threads";

describe("migration 0017: every ticket's words move into its thread", () => {
  const before = migrationsBefore(THREADS);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("keeps each ticket's message as its first row and its responses after it, and the last activity", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into "user" (id, name, email, role) values
          ('c1', 'Sarah', 'sarah@example.com', 'customer'),
          ('a1', 'Staff', 'staff@example.com', 'admin');
        -- answered: the message, then a response two hours later
        insert into support_tickets (id, user_id, customer_email, subject, message, status, source, created_at, updated_at)
          values ('00000000-0000-4000-8000-000000000001', 'c1', 'sarah@example.com',
            'Quote rejected', 'Too dear', 'in_progress', 'rejection_feedback',
            '2026-11-20T09:00:00Z', '2026-11-20T11:00:00Z');
        insert into support_ticket_responses (id, ticket_id, admin_user_id, admin_email, message, created_at)
          values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
            'a1', 'staff@example.com', 'We are on it', '2026-11-20T11:00:00Z');
        -- overwritten later by a newer message, never answered
        insert into support_tickets (id, user_id, customer_email, subject, message, status, source, created_at, updated_at)
          values ('00000000-0000-4000-8000-000000000002', 'c1', 'sarah@example.com',
            'Reply: Your quotes', 'Any news?', 'open', 'reply',
            '2026-11-21T09:00:00Z', '2026-11-21T10:30:00Z');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const thread = await client.query<Record<string, unknown>>(`
        select ticket_id, id, kind, author_user_id, author_email, subject, message,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at
        from support_ticket_messages order by ticket_id, created_at`);
      expect(thread.rows.map(({ id: _id, ...row }) => row)).toEqual([
        {
          ticket_id: "00000000-0000-4000-8000-000000000001",
          kind: "rejection_feedback",
          author_user_id: "c1",
          author_email: "sarah@example.com",
          subject: "Quote rejected",
          message: "Too dear",
          at: "2026-11-20T09:00",
        },
        {
          ticket_id: "00000000-0000-4000-8000-000000000001",
          kind: "response",
          author_user_id: "a1",
          author_email: "staff@example.com",
          subject: null,
          message: "We are on it",
          at: "2026-11-20T11:00",
        },
        {
          ticket_id: "00000000-0000-4000-8000-000000000002",
          kind: "reply",
          author_user_id: "c1",
          author_email: "sarah@example.com",
          subject: "Reply: Your quotes",
          message: "Any news?",
          at: "2026-11-21T10:30",
        },
      ]);
      // a response keeps its id (the audit log names it)
      expect(thread.rows[1]!.id).toBe("00000000-0000-4000-8000-0000000000a1");
      const tickets = await client.query<{ at: string }>(`
        select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at
        from support_tickets order by id`);
      expect(tickets.rows.map((row) => row.at)).toEqual(["2026-11-20T11:00", "2026-11-21T10:30"]);
    } finally {
      await client.close();
    }
  });
});
