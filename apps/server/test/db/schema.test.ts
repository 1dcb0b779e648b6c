import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../src/db/client.ts";
import * as schema from "../../src/db/schema/index.ts";
import { DEMO_CUSTOMER_EMAIL } from "../../src/demo/seed.ts";
import { DEMO_NOW, useDemoDatabase } from "../support/demo-database.ts";

const LIST_INDEXES = [
  "quote_requests_user_id_created_at_id_idx",
  "quote_requests_status_created_at_idx",
  "quote_requests_status_updated_at_idx",
  "admin_messages_customer_email_sent_at_idx",
  "reward_transactions_user_id_created_at_id_idx",
  "vehicles_user_id_created_at_id_idx",
  "payments_status_completed_at_idx",
];

const demo = useDemoDatabase();
let db: Database;

beforeAll(() => {
  db = demo.db;
});

/** The PostgreSQL error code a statement fails with (PGlite and node-postgres alike). */
async function failureCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  return undefined;
}

describe("the schema's constraints", () => {
  it("rejects a request status outside the spec's list", async () => {
    const code = await failureCode(
      db.execute(
        sql`update quote_requests set status = 'archived' where customer_email = ${DEMO_CUSTOMER_EMAIL}`,
      ),
    );
    expect(code).toBe("23514"); // check_violation
  });

  it("rejects a quote status outside pending, accepted and rejected", async () => {
    expect(await failureCode(db.execute(sql`update quotes set status = 'expired'`))).toBe("23514");
    expect(await failureCode(db.execute(sql`update quotes set status = 'Accepted'`))).toBe("23514");
  });

  it("rejects a support ticket status outside open, in_progress and closed", async () => {
    const [tickets] = await db.select({ n: count() }).from(schema.supportTickets);
    expect(tickets?.n).toBeGreaterThan(0);
    const code = await failureCode(db.execute(sql`update support_tickets set status = 'resolved'`));
    expect(code).toBe("23514");
  });

  it("stores every timestamp with its time zone", async () => {
    const rows = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
      db,
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = current_schema() and data_type like 'timestamp%'`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const naive = rows.filter((row) => row.data_type !== "timestamp with time zone");
    expect(naive).toEqual([]);
  });

  it("has an index for each list the spec names", async () => {
    const rows = await queryRows<{ indexname: string; indexdef: string }>(
      db,
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema()`,
    );
    const columns = new Map(
      rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING btree /, "")]),
    );
    expect(Object.fromEntries(LIST_INDEXES.map((name) => [name, columns.get(name)]))).toEqual({
      // the customer's requests, newest first, the id breaking ties (keyset pages)
      quote_requests_user_id_created_at_id_idx: "(user_id, created_at, id)",
      // the admin lists by status, by date
      quote_requests_status_created_at_idx: "(status, created_at)",
      // deleted requests, by last update
      quote_requests_status_updated_at_idx: "(status, updated_at DESC)",
      // a customer's messages from staff
      admin_messages_customer_email_sent_at_idx: "(customer_email, sent_at DESC)",
      // a customer's reward ledger
      reward_transactions_user_id_created_at_id_idx: "(user_id, created_at DESC, id DESC, points)",
      // a customer's vehicles
      vehicles_user_id_created_at_id_idx: "(user_id, created_at, id)",
      // payments by status
      payments_status_completed_at_idx: "(status, completed_at)",
    });
  });

  it("keeps one vehicle per registration per customer", async () => {
    const userId = await demo.demoCustomerId();
    const [existing] = await db
      .select()
      .from(schema.vehicles)
      .where(eq(schema.vehicles.userId, userId))
      .limit(1);
    const duplicate = db.insert(schema.vehicles).values({
      userId,
      registration: existing!.registration,
      make: "FORD",
      model: "Fiesta",
    });
    expect(await failureCode(duplicate)).toBe("23505"); // unique_violation
  });

  it("allows at most one accepted quote per request", async () => {
    const [accepted] = await db
      .select({ quoteRequestId: schema.quotes.quoteRequestId })
      .from(schema.quotes)
      .where(eq(schema.quotes.status, "accepted"))
      .limit(1);
    const [garage] = await db.select({ id: schema.garages.id }).from(schema.garages).limit(1);
    const second = db.insert(schema.quotes).values({
      quoteRequestId: accepted!.quoteRequestId,
      garageId: garage!.id,
      pricePence: 1000,
      description: "A second accepted quote",
      estimatedDuration: "1 hour",
      status: "accepted",
      decidedAt: DEMO_NOW,
    });
    expect(await failureCode(second)).toBe("23505");
  });

  it("stores a photo's bytes as they are and refuses a size that does not match them", async () => {
    const [request] = await db
      .select({ id: schema.quoteRequests.id })
      .from(schema.quoteRequests)
      .limit(1);
    const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const [photo] = await db
      .insert(schema.requestPhotos)
      .values({ quoteRequestId: request!.id, contentType: "image/jpeg", sizeBytes: 6, data })
      .returning();
    expect(Buffer.compare(photo!.data, data)).toBe(0);
    const lying = db
      .insert(schema.requestPhotos)
      .values({ quoteRequestId: request!.id, contentType: "image/jpeg", sizeBytes: 5, data });
    expect(await failureCode(lying)).toBe("23514");
    const gif = db.insert(schema.requestPhotos).values({
      quoteRequestId: request!.id,
      contentType: "image/gif" as "image/png",
      sizeBytes: 6,
      data,
    });
    expect(await failureCode(gif)).toBe("23514");
  });

  it("refuses an appointment for another customer's vehicle", async () => {
    const [otherVehicle] = await db
      .select({ id: schema.vehicles.id })
      .from(schema.vehicles)
      .where(sql`${schema.vehicles.userId} <> ${await demo.demoCustomerId()}`)
      .limit(1);
    const booking = db.insert(schema.appointments).values({
      userId: await demo.demoCustomerId(),
      vehicleId: otherVehicle!.id,
      serviceType: "mot-test",
      scheduledDate: "2025-06-20",
      scheduledHour: 10,
    });
    expect(await failureCode(booking)).toBe("23503"); // foreign_key_violation
  });
});
