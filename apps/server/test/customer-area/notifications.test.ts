import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { notifications } from "../../src/db/schema/index.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

async function notify(
  userId: string,
  title: string,
  options: { minutesAgo?: number; read?: boolean; quoteRequestId?: string } = {},
) {
  const createdAt = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000);
  const [row] = await ctx.db
    .insert(notifications)
    .values({
      userId,
      kind: "new_quote",
      title,
      body: `${title} body`,
      link: "/dashboard?tab=quotes",
      quoteRequestId: options.quoteRequestId ?? null,
      createdAt,
      readAt: options.read ? createdAt : null,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

async function readAtOf(ids: string[]) {
  const rows = await ctx.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.readAt]));
}

const list = (who: "owner" | "other" | "admin", query = "") =>
  call(ctx, accounts, who, "GET", `/api/notifications${query}`);
const markRead = (who: "owner" | "other", payload?: Record<string, unknown>) =>
  call(ctx, accounts, who, "POST", "/api/notifications/read", payload);

describe("the customer's notifications", () => {
  it("lists only the account's own, newest first, with the total and unread counts", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner);
    const old = await notify(accounts.ids.owner, "Old", { minutesAgo: 30, read: true });
    const mid = await notify(accounts.ids.owner, "Mid", {
      minutesAgo: 20,
      quoteRequestId: requestId,
    });
    const recent = await notify(accounts.ids.owner, "Recent", { minutesAgo: 10 });
    await notify(accounts.ids.other, "Someone else's");

    const res = await list("owner");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageSize: 20, total: 3, unread: 2, nextCursor: null });
    expect(body.items.map((n: { id: string }) => n.id)).toEqual([recent, mid, old]);
    expect(body.items[1]).toEqual({
      id: mid,
      kind: "new_quote",
      title: "Mid",
      body: "Mid body",
      link: "/dashboard?tab=quotes",
      quoteRequestId: requestId,
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(body.items[2].readAt).toEqual(expect.any(String));
    const page1 = (await list("owner", "?pageSize=2")).json();
    expect(page1.items.map((n: { id: string }) => n.id)).toEqual([recent, mid]);
    const page2 = (await list("owner", `?pageSize=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toMatchObject({ total: 3, unread: 2, pageSize: 2, nextCursor: null });
    expect(page2.items.map((n: { id: string }) => n.id)).toEqual([old]);
    expect((await list("admin")).json()).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it("reads a page and its counts in one statement, and a page past the end its counts alone", async () => {
    // escaped as JSON.stringify escapes: a quote, a backslash, a line break, a pound sign
    const before = (await list("owner")).json();
    const odd = await notify(accounts.ids.owner, 'Quote "£120.00"\\ from\nSW1A', { read: true });
    const newer = await notify(accounts.ids.owner, "Newer", { minutesAgo: -1 });
    let first: { items: { id: string; title: string }[]; nextCursor: string } | undefined;
    const statements = await routeStatementsOf(ctx.db, async () => {
      first = (await list("owner", "?pageSize=1")).json();
    });
    expect(statements.filter((s) => s.includes("notification"))).toHaveLength(1);
    const total = before.total + 2;
    const unread = before.unread + 1;
    expect(first).toMatchObject({ pageSize: 1, total, unread, items: [{ id: newer }] });
    const second = (await list("owner", `?pageSize=1&cursor=${first?.nextCursor}`)).json();
    expect(second).toMatchObject({ total, unread });
    expect(second.items[0]).toMatchObject({ id: odd, title: 'Quote "£120.00"\\ from\nSW1A' });
    // every older one gone: the page after the newest is empty and still carries the counts
    await ctx.db.delete(notifications).where(sql`${notifications.userId} = ${accounts.ids.owner}
      and ${notifications.id} <> ${newer}`);
    const past = await list("owner", `?pageSize=1&cursor=${first?.nextCursor}`);
    expect(past.json()).toEqual({ items: [], pageSize: 1, total: 1, unread: 1, nextCursor: null });
  });

  it("marks the given ones read, ignoring another account's ids and unknown ones", async () => {
    const mine = [await notify(accounts.ids.owner, "A"), await notify(accounts.ids.owner, "B")];
    const theirs = await notify(accounts.ids.other, "Theirs");
    const unreadBefore = (await list("owner")).json().unread;
    const res = await markRead("owner", { ids: [mine[0], theirs, randomUUID()] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 1, unread: unreadBefore - 1 });
    const readAt = await readAtOf([...mine, theirs]);
    expect(readAt[mine[0]!]).toBeInstanceOf(Date);
    expect(readAt[mine[1]!]).toBeNull();
    expect(readAt[theirs]).toBeNull();
    // Marking it again changes nothing, not even its time.
    const again = await markRead("owner", { ids: [mine[0]] });
    expect(again.json().marked).toBe(0);
    expect((await readAtOf([mine[0]!]))[mine[0]!]).toEqual(readAt[mine[0]!]);
  });

  it("marks all of the account's own read when no ids are given, and none for an empty list", async () => {
    const theirs = await notify(accounts.ids.other, "Theirs too");
    await notify(accounts.ids.owner, "C");
    expect((await markRead("owner", { ids: [] })).json().marked).toBe(0);
    const unread = (await list("owner")).json().unread;
    expect(unread).toBeGreaterThan(0);
    const res = await markRead("owner");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: unread, unread: 0 });
    expect((await list("owner")).json().unread).toBe(0);
    expect((await readAtOf([theirs]))[theirs]).toBeNull();
    expect((await markRead("owner", {})).json()).toEqual({ marked: 0, unread: 0 });
  });

  it("refuses ids that are not UUIDs, and too many at once (400)", async () => {
    const bad = await markRead("owner", { ids: ["nope"] });
    expect(bad.statusCode).toBe(400);
    const many = await markRead("owner", { ids: Array.from({ length: 101 }, () => randomUUID()) });
    expect(many.statusCode).toBe(400);
  });
});

describe("each account's kept notification counts", () => {
  /** The kept counts against the same counts made afresh from the notifications. */
  async function expectCountsExact() {
    const kept = await queryRows<{ user_id: string; total: number; unread: number }>(
      ctx.db,
      sql`select user_id, total, unread from notification_counts where total <> 0 or unread <> 0
          order by user_id`,
    );
    const counted = await queryRows<{ user_id: string; total: number; unread: number }>(
      ctx.db,
      sql`select user_id, count(*)::int as total,
            (count(*) filter (where read_at is null))::int as unread
          from notifications group by user_id order by user_id`,
    );
    expect(kept).toEqual(counted);
    return counted;
  }

  it("match fresh counts after bulk inserts, reads, unreads, deletions and a request's removal", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner);
    await ctx.db.execute(sql`
      insert into notifications (user_id, kind, title, body, quote_request_id, read_at)
      select u.id, 'new_quote', 'Bulk ' || g, 'Body', ${requestId}::uuid,
        case when g % 3 = 0 then now() end
      from generate_series(1, 40) g
      cross join (values (${accounts.ids.owner}), (${accounts.ids.other})) u (id)`);
    expect((await expectCountsExact()).length).toBe(2);
    await ctx.db.execute(sql`update notifications set read_at = now() where title like 'Bulk 1%'`);
    await ctx.db.execute(
      sql`update notifications set read_at = null where title like 'Bulk 2%' and user_id = ${accounts.ids.other}`,
    );
    await expectCountsExact();
    await ctx.db.execute(sql`delete from notifications where title like 'Bulk 3%'`);
    // the request's removal clears its notifications' link to it (an update of each)
    await ctx.db.execute(sql`delete from quote_requests where id = ${requestId}`);
    await expectCountsExact();
    const { unread, total } = (await list("owner")).json();
    const counted = await expectCountsExact();
    expect(counted.find((row) => row.user_id === accounts.ids.owner)).toEqual({
      user_id: accounts.ids.owner,
      total,
      unread,
    });
    expect(total).toBeGreaterThan(unread);
    expect(unread).toBeGreaterThan(0);
  });
});
