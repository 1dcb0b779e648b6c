import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { announceSessionChange } from "../../src/access/session-cache.ts";
import { grantRole } from "../../src/cli/admin-commands.ts";
import { queryRows } from "../../src/db/client.ts";
import { session, user } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  enrolTwoFactor,
  GOOD_PASSWORD,
  signedInAs,
  signIn,
} from "../support/accounts.ts";
import { statementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";

// On PGlite (one process) by default; on PostgreSQL, where the listener has its own connection,
// with TEST_DATABASE_URL. Across two server processes: session-cache-processes.test.ts.
const ctx = useTestApp();

const get = (cookie: string, url = "/api/notifications") =>
  ctx.app.inject({ method: "GET", url, headers: { cookie } });
const post = (cookie: string, url: string, payload: unknown = {}) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
const sessionQueries = (statements: string[]) =>
  statements.filter((s) => /from "session"/i.test(s));

async function idOf(email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** Polls until `check` holds; fails after `withinMs`. Returns how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the session cache", () => {
  it("answers a repeated signed-in request without the session queries", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "cached@example.com");
    const first = await statementsOf(ctx.db, async () => {
      expect((await get(cookie)).statusCode).toBe(200);
    });
    expect(sessionQueries(first).length).toBeGreaterThan(0);
    const again = await statementsOf(ctx.db, async () => {
      expect((await get(cookie)).statusCode).toBe(200);
      expect((await get(cookie, "/api/profile")).json().email).toBe("cached@example.com");
    });
    expect(sessionQueries(again)).toEqual([]);
  });

  it("refuses a session at once after signing out, though it was cached", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "leaving@example.com");
    expect((await get(cookie)).statusCode).toBe(200);
    expect((await post(cookie, "/api/auth/sign-out")).statusCode).toBe(200);
    expect((await get(cookie)).statusCode).toBe(401);
  });

  it("signs out the other cached sessions at once when the password changes", async () => {
    const laptop = await signedInAs(ctx.app, ctx.db, "moving@example.com");
    const phone = cookieHeader(await signIn(ctx.app, "moving@example.com", GOOD_PASSWORD, true));
    expect((await get(laptop)).statusCode).toBe(200);
    expect((await get(phone)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie: laptop, origin: ctx.config.publicUrl },
      payload: { newPassword: "Brand-New-Pass-9", currentPassword: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(phone)).statusCode).toBe(401);
    expect((await get(laptop)).statusCode).toBe(200);
  });

  it("applies a promotion and a demotion from the next request", async () => {
    const boss = await signedInAs(ctx.app, ctx.db, "boss@example.com", "super_admin");
    // With two-step verification on, as staff must have it (decision 042).
    const rising = (
      await enrolTwoFactor(ctx.app, await signedInAs(ctx.app, ctx.db, "rising@example.com"))
    ).cookie;
    const staffPage = () => get(rising, "/api/admin/outbox");
    expect((await staffPage()).statusCode).toBe(403);
    expect((await post(boss, "/api/admin/staff", { email: "rising@example.com" })).statusCode).toBe(
      200,
    );
    expect((await staffPage()).statusCode).toBe(200);
    const id = await idOf("rising@example.com");
    expect((await post(boss, `/api/admin/staff/${id}/demote`)).statusCode).toBe(200);
    expect((await staffPage()).statusCode).toBe(403);
  });

  it("applies a role granted by the admin command, which runs in another process", async () => {
    const cookie = (
      await enrolTwoFactor(ctx.app, await signedInAs(ctx.app, ctx.db, "granted@example.com"))
    ).cookie;
    expect((await get(cookie, "/api/admin/outbox")).statusCode).toBe(403);
    await grantRole({ db: ctx.db, log: { info: () => {} } }, "granted@example.com", "admin");
    const took = await within(1_000, async () => {
      return (await get(cookie, "/api/admin/outbox")).statusCode === 200;
    });
    expect(took).toBeLessThan(1_000);
  });

  it("drops a session revoked elsewhere as soon as the notice arrives", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "revoked@example.com");
    expect((await get(cookie)).statusCode).toBe(200);
    const id = await idOf("revoked@example.com");
    // What another server process does: delete the rows, and announce it when committed.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(session).where(eq(session.userId, id));
      await announceSessionChange(tx, id);
    });
    const took = await within(1_000, async () => (await get(cookie)).statusCode === 401);
    expect(took).toBeLessThan(1_000);
  });

  it("does not announce a change that rolled back", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "kept@example.com");
    expect((await get(cookie)).statusCode).toBe(200);
    const id = await idOf("kept@example.com");
    await expect(
      ctx.db.transaction(async (tx) => {
        await announceSessionChange(tx, id);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    // A notice committed after it arrives after it, had it been sent: once this one has
    // evicted its account, the rolled-back one would have evicted ours.
    const marker = await signedInAs(ctx.app, ctx.db, "marker@example.com");
    expect((await get(marker)).statusCode).toBe(200);
    await announceSessionChange(ctx.db, await idOf("marker@example.com"));
    await within(1_000, async () => {
      const asked = await statementsOf(ctx.db, async () => {
        expect((await get(marker)).statusCode).toBe(200);
      });
      return sessionQueries(asked).length > 0;
    });
    const statements = await statementsOf(ctx.db, async () => {
      expect((await get(cookie)).statusCode).toBe(200);
    });
    expect(sessionQueries(statements)).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "stops answering from memory when its listener is cut off, and starts again once it is back",
    async () => {
      const cookie = await signedInAs(ctx.app, ctx.db, "cut.off@example.com");
      expect((await get(cookie)).statusCode).toBe(200);
      const listener = sql`select pid from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`;
      const [before] = await queryRows<{ pid: number }>(ctx.db, listener);
      expect(before).toBeDefined();
      await ctx.db.execute(sql`select pg_terminate_backend(${before!.pid})`);
      // Notices sent while it was away are lost: what it held before is not trusted again.
      await within(5_000, async () => {
        const rows = await queryRows<{ pid: number }>(ctx.db, listener);
        return rows.length === 1 && rows[0]!.pid !== before!.pid;
      });
      const first = await statementsOf(ctx.db, async () => {
        expect((await get(cookie)).statusCode).toBe(200);
      });
      expect(sessionQueries(first).length).toBeGreaterThan(0);
      // Once the listener has said LISTEN answered, the session is kept in memory again.
      await within(5_000, async () => {
        const again = await statementsOf(ctx.db, async () => {
          expect((await get(cookie)).statusCode).toBe(200);
        });
        return sessionQueries(again).length === 0;
      });
    },
  );
});
