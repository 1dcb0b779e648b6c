import { REQUEST_STATUSES } from "@automobi/domain";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { count, eq, getTableName, inArray, is, sum } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import * as schema from "../../src/db/schema/index.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, seedDemo } from "../../src/demo/seed.ts";
import { DEMO_NOW, useDemoDatabase } from "../support/demo-database.ts";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

const demo = useDemoDatabase();
let db: Database;
let firstRun: { created: boolean };

beforeAll(() => {
  db = demo.db;
  firstRun = demo.firstRun;
});

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

describe("the demo seed", () => {
  it("creates the demo customer, admin and super admin with their roles, verified", async () => {
    expect(firstRun).toEqual({ created: true });
    const rows = await db
      .select({
        email: schema.user.email,
        role: schema.user.role,
        verified: schema.user.emailVerified,
      })
      .from(schema.user)
      .where(
        inArray(schema.user.email, [
          DEMO_CUSTOMER_EMAIL,
          "admin@example.com",
          "superadmin@example.com",
        ]),
      );
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "admin@example.com", role: "admin", verified: true },
      { email: DEMO_CUSTOMER_EMAIL, role: "customer", verified: true },
      { email: "superadmin@example.com", role: "super_admin", verified: true },
    ]);
  });

  it("lets better-auth sign the demo customer in with the demo password", async () => {
    const auth = betterAuth({
      baseURL: "http://localhost:3000",
      secret: "a-test-secret-that-is-long-enough-to-use",
      database: drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: schema.user,
          session: schema.session,
          account: schema.account,
          verification: schema.verification,
          rateLimit: schema.rateLimit,
        },
      }),
      emailAndPassword: { enabled: true },
      // the admin plugin makes the adapter check its columns too (banned, ban_*, impersonated_by)
      plugins: [admin({ defaultRole: "customer", adminRoles: ["admin"] })],
      rateLimit: { enabled: true, storage: "database" },
      telemetry: { enabled: false },
    });
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
        body: JSON.stringify({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email: DEMO_CUSTOMER_EMAIL, role: "customer" });
    const [sessions] = await db
      .select({ n: count() })
      .from(schema.session)
      .where(eq(schema.session.userId, await demo.demoCustomerId()));
    expect(sessions?.n).toBe(1);
    const [limits] = await db.select({ n: count() }).from(schema.rateLimit);
    expect(limits?.n).toBeGreaterThan(0);
  });

  it("represents every request status, with at least 8 requests for the demo customer", async () => {
    const rows = await db
      .select({ status: schema.quoteRequests.status, n: count() })
      .from(schema.quoteRequests)
      .groupBy(schema.quoteRequests.status);
    expect(rows.map((row) => row.status).sort()).toEqual([...REQUEST_STATUSES].sort());
    const [mine] = await db
      .select({ n: count() })
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.userId, await demo.demoCustomerId()));
    expect(mine?.n).toBeGreaterThanOrEqual(8);
  });

  it("gives the demo customer a reward balance of 10, the sum of the ledger for one paid fee", async () => {
    const userId = await demo.demoCustomerId();
    const [balance] = await db
      .select({ points: sum(schema.rewardTransactions.points).mapWith(Number) })
      .from(schema.rewardTransactions)
      .where(eq(schema.rewardTransactions.userId, userId));
    expect(balance?.points).toBe(10);
    const payments = await db
      .select({ amount: schema.payments.amountPence, provider: schema.payments.provider })
      .from(schema.payments)
      .where(eq(schema.payments.status, "completed"));
    expect(payments).toEqual([{ amount: 300, provider: "test" }]);
  });

  it("reads a request with its quotes, garages, messages and replies through the relations", async () => {
    const requests = await db.query.quoteRequests.findMany({
      where: eq(schema.quoteRequests.userId, await demo.demoCustomerId()),
      orderBy: (request, { desc }) => [desc(request.createdAt)],
      with: {
        quotes: { with: { garage: true } },
        adminMessages: { with: { customerReplies: true } },
      },
    });
    const quoted = requests.find((request) => request.status === "quoted");
    expect(quoted?.quotes.map((quote) => quote.garage.name).sort()).toEqual([
      "Cotswold Autocare",
      "Hartley & Sons Motors",
    ]);
    expect(quoted?.firstQuotedAt).toBeInstanceOf(Date);
    expect(quoted?.adminMessages[0]?.customerReplies).toHaveLength(1);
    const feedback = requests.flatMap((request) =>
      request.adminMessages.filter((message) => message.kind === "rejection_feedback"),
    );
    expect(feedback).toHaveLength(1);
  });

  it("does nothing when run again", async () => {
    const before = await rowCounts();
    expect(await seedDemo(db, { now: DEMO_NOW })).toEqual({ created: false });
    expect(await rowCounts()).toEqual(before);
  });

  it("does nothing, without failing, once the demo customer has changed e-mail", async () => {
    const renamed = "sarah.new@example.com";
    const userId = await demo.demoCustomerId();
    await db.update(schema.user).set({ email: renamed }).where(eq(schema.user.id, userId));
    try {
      const before = await rowCounts();
      expect(await seedDemo(db, { now: DEMO_NOW })).toEqual({ created: false });
      expect(await rowCounts()).toEqual(before);
    } finally {
      await db
        .update(schema.user)
        .set({ email: DEMO_CUSTOMER_EMAIL })
        .where(eq(schema.user.id, userId));
    }
  });
});
