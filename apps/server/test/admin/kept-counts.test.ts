import { HIGH_PRIORITY_AFTER_HOURS } from "@automobi/domain";
import { ADMIN_REQUEST_FILTERS, ADMIN_REQUEST_VIEWS } from "@automobi/domain/schemas";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DbOrTx, queryRows } from "../../src/db/client.ts";
import { isRejectionFeedbackAs } from "../../src/db/rejection-feedback.ts";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { lastLondonDays, portalStats } from "../../src/features/admin-portal/service.ts";
import { listWhere } from "../../src/features/admin-requests/repository.ts";
import { storedAccount } from "../portal/fixtures.ts";
import { decide, quotedRequest } from "../quote-decisions/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedMessage, storedRequest, submittedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const FEEDBACK = isRejectionFeedbackAs("m");
const LONDON_DAY = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/London')::date`);

type Figures = Record<string, number>;

const asFigures = (rows: { key: string; n: number | string }[]): Figures =>
  Object.fromEntries(
    rows.filter((row) => Number(row.n) !== 0).map((row) => [row.key, Number(row.n)]),
  );

/** What the triggers keep, summed over the slots, zeros left out. */
async function keptFigures(db: DbOrTx) {
  const counts = await queryRows<{ key: string; n: string }>(
    db,
    sql`select figure as key, sum(n) as n from kept_counts group by figure`,
  );
  const daily = await queryRows<{ key: string; n: string }>(
    db,
    sql`select figure || '@' || day::text as key, sum(n) as n from kept_daily group by figure, day`,
  );
  const customers = await queryRows<{ key: string; n: number }>(
    db,
    sql`select user_id || '/' || status as key, count as n from customer_request_counts`,
  );
  return { counts: asFigures(counts), daily: asFigures(daily), customers: asFigures(customers) };
}

/** The same figures counted afresh from the rows themselves. */
async function countedFigures(db: DbOrTx) {
  const rejection = sql`(exists (select 1 from quotes q where q.quote_request_id = r.id and q.status = 'rejected')
    or exists (select 1 from admin_messages m where m.quote_request_id = r.id and ${FEEDBACK}))`;
  const counts = await queryRows<{ key: string; n: string }>(
    db,
    sql`select 'requests:' || r.status || ':' || (${rejection})::int as key, count(*) as n
          from quote_requests r group by 1
        union all select 'customers', count(*) from "user" where role = 'customer'
        union all select 'quotes:rejected', count(*) from quotes where status = 'rejected'
        union all select 'revenue', coalesce(sum(amount_pence), 0) from payments
          where status = 'completed'`,
  );
  const micros = sql.raw(
    "(extract(epoch from r.first_quoted_at - r.created_at) * 1000000)::bigint",
  );
  const daily = await queryRows<{ key: string; n: string }>(
    db,
    sql`select 'requests:created@' || ${LONDON_DAY("r.created_at")}::text as key, count(*) as n
          from quote_requests r group by 1
        union all select 'responses:count@' || ${LONDON_DAY("r.created_at")}::text, count(*)
          from quote_requests r where r.first_quoted_at is not null group by 1
        union all select 'responses:micros@' || ${LONDON_DAY("r.created_at")}::text, sum(${micros})
          from quote_requests r where r.first_quoted_at is not null group by 1
        union all select 'accepted:count@' || ${LONDON_DAY("r.created_at")}::text, count(*)
          from quote_requests r where r.first_quoted_at is not null and exists (select 1
            from quotes q where q.quote_request_id = r.id and q.status = 'accepted') group by 1
        union all select 'revenue@' || ${LONDON_DAY("p.completed_at")}::text, sum(p.amount_pence)
          from payments p where p.status = 'completed' group by 1`,
  );
  const customers = await queryRows<{ key: string; n: number }>(
    db,
    sql`select user_id || '/' || status as key, count(*)::int as n from quote_requests group by 1`,
  );
  const [signals] = await queryRows<{ wrong: number }>(
    db,
    sql`select count(*)::int as wrong from quote_requests r where r.rejection_signals <>
          (select count(*) from quotes q where q.quote_request_id = r.id and q.status = 'rejected')
          + (select count(*) from admin_messages m where m.quote_request_id = r.id and ${FEEDBACK})
          or r.accepted_quotes <>
            (select count(*) from quotes q where q.quote_request_id = r.id and q.status = 'accepted')`,
  );
  return {
    counts: asFigures(counts),
    daily: asFigures(daily),
    customers: asFigures(customers),
    wrongSignals: signals?.wrong ?? -1,
  };
}

async function expectFiguresExact() {
  const kept = await keptFigures(ctx.db);
  const counted = await countedFigures(ctx.db);
  expect(counted.wrongSignals).toBe(0);
  expect(kept.counts).toEqual(counted.counts);
  expect(kept.daily).toEqual(counted.daily);
  expect(kept.customers).toEqual(counted.customers);
}

/** Whether any kept figure differs from its fresh count. */
async function anyFigureWrong(db: DbOrTx) {
  const { wrongSignals, ...counted } = await countedFigures(db);
  const kept = await keptFigures(db);
  return wrongSignals > 0 || JSON.stringify(sorted(kept)) !== JSON.stringify(sorted(counted));
}

const sorted = (figures: Record<string, Figures>) =>
  Object.fromEntries(
    Object.entries(figures).map(([name, values]) => [
      name,
      Object.entries(values).sort(([a], [b]) => a.localeCompare(b)),
    ]),
  );

/** The portal's figures as they were computed before any was kept: full counts and scans. */
async function statsCountedAfresh(db: DbOrTx, now: Date) {
  const days = lastLondonDays(now, 30);
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const values = sql.join(
    days.map((d, i) => sql`(${i}::int, ${d.date}::text, ${at(d.start)}, ${at(d.end)})`),
    sql`, `,
  );
  const startOfToday = days.at(-1)!;
  const responseFrom = new Date(now.getTime() - 30 * DAY_MS);
  const rejection = sql`(exists (select 1 from quotes q where q.quote_request_id = r.id and q.status = 'rejected')
    or exists (select 1 from admin_messages m where m.quote_request_id = r.id and ${FEEDBACK}))`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with days(idx, day, day_start, day_end) as (values ${values})
select
  (select count(*) from "user" u where u.role = 'customer')::int as "totalCustomers",
  (select count(*) from quote_requests r where r.status not in ('completed', 'deleted')
     and (r.status in ('pending', 'quoted', 'in_review') or ${rejection}))::int as "activeRequests",
  (select count(*) from quotes q where q.status = 'rejected')::int as "rejectedQuotes",
  (select count(*) from quote_requests r where r.status = 'completed'
     and r.completed_at >= ${at(startOfToday.start)} and r.completed_at < ${at(startOfToday.end)})::int as "completedToday",
  (select coalesce(sum(p.amount_pence), 0) from payments p where p.status = 'completed')::float8 as "revenuePence",
  (select avg(extract(epoch from (r.first_quoted_at - r.created_at))) / 60 from quote_requests r
     where r.first_quoted_at is not null
       and r.created_at >= ${at(responseFrom)} and r.created_at <= ${at(now)})::float8 as "avgResponseMinutes",
  (select count(*) from quote_requests r where r.first_quoted_at is not null
     and r.created_at >= ${at(responseFrom)} and r.created_at <= ${at(now)})::int as "quotedRequests",
  (select count(*) from quote_requests r where r.first_quoted_at is not null
     and r.created_at >= ${at(responseFrom)} and r.created_at <= ${at(now)}
     and exists (select 1 from quotes q where q.quote_request_id = r.id and q.status = 'accepted')
  )::int as "acceptedRequests",
  (select json_agg(json_build_object(
      'date', d.day,
      'requests', (select count(*) from quote_requests r
                    where r.created_at >= d.day_start and r.created_at < d.day_end),
      'revenuePence', (select coalesce(sum(p.amount_pence), 0) from payments p
                    where p.status = 'completed' and p.completed_at >= d.day_start and p.completed_at < d.day_end)
    ) order by d.idx) from days d)::text as "perDay"`,
  );
  return {
    totalCustomers: Number(row?.totalCustomers),
    activeRequests: Number(row?.activeRequests),
    rejectedQuotes: Number(row?.rejectedQuotes),
    completedToday: Number(row?.completedToday),
    revenuePence: Number(row?.revenuePence),
    avgResponseMinutes: row?.avgResponseMinutes == null ? null : Number(row.avgResponseMinutes),
    quotedRequests: Number(row?.quotedRequests),
    acceptedRequests: Number(row?.acceptedRequests),
    perDay: (JSON.parse(String(row?.perDay)) as Record<string, unknown>[]).map((d) => ({
      date: d.date,
      requests: Number(d.requests),
      revenuePence: Number(d.revenuePence),
    })),
  };
}

const get = async (url: string) => {
  const res = await call(ctx, accounts, "admin", "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every API figure against the same figure counted afresh. */
async function expectAnswersExact() {
  for (const view of ADMIN_REQUEST_VIEWS) {
    for (const filter of [undefined, ...ADMIN_REQUEST_FILTERS]) {
      const cutoff = new Date(Date.now() - HIGH_PRIORITY_AFTER_HOURS * HOUR_MS);
      const [expected] = await ctx.db
        .select({ n: count() })
        .from(quoteRequests)
        .where(listWhere(quoteRequests, view, filter, cutoff));
      // Quote Processing hides completed requests unless asked; asked, it shows its whole view.
      const completed = view === "processing" ? "&completed=true" : "";
      const url = `/api/admin/quote-requests?view=${view}&pageSize=1${completed}${filter ? `&filter=${filter}` : ""}`;
      expect({ view, filter, total: (await get(url)).total }).toEqual({
        view,
        filter,
        total: expected?.n,
      });
    }
  }
  const cards = await get("/api/admin/quote-requests/counts");
  const total = async (filter?: string) =>
    (
      await get(
        `/api/admin/quote-requests?view=active&pageSize=1${filter ? `&filter=${filter}` : ""}`,
      )
    ).total;
  expect(cards).toMatchObject({
    active: await total(),
    pending: await total("pending"),
    in_progress: await total("in_progress"),
    high_priority: await total("high_priority"),
  });
  const stats = await get("/api/admin/portal/stats");
  // the conversion rate's counts are kept per day too (migration 0043); the rates derived
  const { conversionRate, avgRevenuePerCustomerPence, asOf, ...figures } = stats;
  expect(figures).toEqual(await statsCountedAfresh(ctx.db, new Date(asOf)));
}

/** Requests written in one statement: `n` of them, spread over the last `days` days. */
async function bulkRequests(userId: string, n: number, days: number) {
  await ctx.db.execute(sql`
    insert into quote_requests (user_id, customer_email, vehicle_registration, vehicle_make,
      vehicle_model, services, description, budget_range, postcode, mobile, travel_distance,
      timeframe, status, first_quoted_at, completed_at, deleted_at, created_at, updated_at)
    select ${userId}, 'bulk@example.com', 'AB12CDE', 'FORD', 'Focus',
      case when g % 7 = 0 then array['oil-service', 'emergency'] else array['oil-service'] end,
      'Bulk request ' || g, '100-300', 'SW1A 1AA', '07700900123', '10-miles', 'this-week',
      s.status,
      case when s.status not in ('pending', 'deleted') then c.created + (g % 50) * interval '37 minutes 0.123456 seconds' end,
      case when s.status = 'completed' then c.created + interval '2 days' end,
      case when s.status = 'deleted' then c.created + interval '1 day' end,
      c.created, c.created
    from generate_series(1, ${n}) g
    cross join lateral (select now() - (g::float8 / ${n}) * ${days} * interval '1 day'
      - interval '5 hours' as created) c
    cross join lateral (select (array['pending', 'processing', 'in_progress', 'in_review',
      'quoted', 'accepted', 'completed', 'deleted'])[1 + g % 8] as status) s`);
}

async function anyAccepted() {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from quote_requests r where r.accepted_quotes > 0
          and r.first_quoted_at is not null and r.created_at > now() - interval '30 days'`,
  );
  return (row?.n ?? 0) > 0;
}

async function bulkGarage() {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into garages (name, address, phone, email)
        values ('Bulk Garage', '1 High Street', '020 7946 0000', 'bulk-' || gen_random_uuid() || '@example.com')
        returning id`,
  );
  return row!.id;
}

describe("the figures the database keeps", () => {
  it("match fresh counts after API actions and bulk statements of every kind", async () => {
    const cookie = accounts.cookies.customer;
    // through the API: submissions, staff transitions, a message, a quote rejected with feedback
    const submitted = await submittedRequest(ctx, cookie);
    await submittedRequest(ctx, cookie, {});
    for (const action of ["start-review", "mark-complete"]) {
      const res = await call(
        ctx,
        accounts,
        "admin",
        "POST",
        `/api/admin/quote-requests/${submitted}/${action}`,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie);
    expect((await decide(ctx, cookie, quoteIds[0]!, "reject")).statusCode).toBe(200);
    const message = await call(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/messages`,
      { subject: "Your quote was declined", message: "We can look again." },
    );
    expect(message.statusCode, message.body).toBe(201);
    await storedAccount(ctx, "third@example.com");
    await expectFiguresExact();
    await expectAnswersExact();

    // straight in SQL, many rows a statement
    await bulkRequests(accounts.customerId, 120, 45);
    await bulkRequests(accounts.otherId, 40, 3);
    await storedRequest(ctx, accounts.otherId, { status: "pending", hoursAgo: 1 });
    await storedRequest(ctx, accounts.otherId, {
      status: "in_review",
      hoursAgo: 1,
      services: ["emergency"],
    });
    await ctx.db.execute(
      sql`update quote_requests set status = 'in_progress' where status = 'accepted'`,
    );
    await ctx.db.execute(sql`update quote_requests set updated_at = now()`);
    await ctx.db.execute(
      sql`update quote_requests set created_at = created_at - interval '3 days'
          where description like 'Bulk request 1%'`,
    );
    await ctx.db.execute(
      sql`delete from quote_requests where status = 'processing' and description like 'Bulk%'`,
    );
    await expectFiguresExact();

    // quotes rejected and unrejected, many at once
    const garage = await bulkGarage();
    await ctx.db.execute(sql`
      insert into quotes (quote_request_id, garage_id, price_pence, description, estimated_duration,
        status, decided_at)
      select r.id, ${garage}, 5000, 'Bulk quote', '1 day',
        case when row_number() over (order by r.id) % 3 = 0 then 'rejected' else 'pending' end,
        case when row_number() over (order by r.id) % 3 = 0 then now() end
      from quote_requests r cross join generate_series(1, 2)`);
    await ctx.db.execute(
      sql`update quotes set status = 'rejected', decided_at = now()
          where status = 'pending' and price_pence = 5000 and quote_request_id in
            (select id from quote_requests where status in ('in_progress', 'quoted'))`,
    );
    await ctx.db.execute(
      sql`update quotes set status = 'pending', decided_at = null
          where status = 'rejected' and quote_request_id in
            (select id from quote_requests where status = 'in_progress' order by id limit 5)`,
    );
    await ctx.db.execute(
      sql`delete from quotes where price_pence = 5000 and quote_request_id in
            (select id from quote_requests where status = 'quoted' order by id limit 4)`,
    );
    await expectFiguresExact();

    // quotes accepted (one a request), unaccepted, and deleted with their requests
    await ctx.db.execute(
      sql`update quotes set status = 'accepted', decided_at = now() where id in (
            select distinct on (q.quote_request_id) q.id from quotes q
            where q.status = 'pending' and q.price_pence = 5000 and not exists (select 1
              from quotes a where a.quote_request_id = q.quote_request_id and a.status = 'accepted')
            order by q.quote_request_id, q.id)`,
    );
    await ctx.db.execute(
      sql`update quotes set status = 'rejected' where status = 'accepted' and id in
            (select id from quotes where status = 'accepted' order by id limit 5)`,
    );
    await ctx.db.execute(
      sql`delete from quote_requests where id in (select quote_request_id from quotes
            where status = 'accepted' order by id limit 3)`,
    );
    expect(await anyAccepted()).toBe(true);
    await expectFiguresExact();
    await expectAnswersExact();

    // rejection feedback messages added, made ordinary, removed
    await ctx.db.execute(sql`
      insert into admin_messages (quote_request_id, admin_email, customer_email, subject, message, kind)
      select r.id, 'staff@example.com', 'bulk@example.com',
        case when r.status = 'processing' then 'Hello' else 'Quote rejected' end, 'Sorry',
        case when r.status = 'in_progress' then 'rejection_feedback' else 'admin_message' end
      from quote_requests r where r.status not in ('completed')`);
    await ctx.db.execute(
      sql`update admin_messages set subject = 'Hello again'
          where subject = 'Quote rejected' and quote_request_id in
            (select id from quote_requests where status = 'pending')`,
    );
    await ctx.db.execute(
      sql`delete from admin_messages where kind = 'rejection_feedback' and quote_request_id in
            (select id from quote_requests order by id limit 10)`,
    );
    await storedMessage(ctx, requestId, { subject: "Rejection", message: "x" });
    await expectFiguresExact();

    // payments completed, failed after all, and removed
    await ctx.db.execute(sql`
      insert into payments (quote_request_id, quote_id, user_id, provider, provider_session_id,
        amount_pence, status, completed_at)
      select r.id, gen_random_uuid(), r.user_id, 'test', 'bulk_' || r.id, 300 + (hashtext(r.id::text) & 255),
        case when r.status = 'completed' then 'completed' else 'pending' end,
        case when r.status = 'completed' then r.created_at + interval '2 days' end
      from quote_requests r`);
    await ctx.db.execute(
      sql`update payments set status = 'completed', completed_at = now() - interval '3 days'
          where status = 'pending' and amount_pence % 2 = 0`,
    );
    await ctx.db.execute(
      sql`update payments set status = 'failed' where status = 'completed' and amount_pence % 3 = 0`,
    );
    await ctx.db.execute(sql`delete from payments where amount_pence % 5 = 0`);
    await expectFiguresExact();
    await expectAnswersExact();

    // accounts added, made staff, and deleted with all their requests (cascades)
    const extra = await storedAccount(ctx, "bulk-owner@example.com");
    await bulkRequests(extra, 30, 10);
    await ctx.db.execute(sql`
      insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bulk-' || g, 'Bulk ' || g, 'bulk-' || g || '@example.com', true, 'customer', now(), now()
      from generate_series(1, 25) g`);
    await ctx.db.execute(sql`update "user" set role = 'admin' where id in ('bulk-1', 'bulk-2')`);
    await ctx.db.execute(sql`delete from "user" where id like 'bulk-%' and id <> 'bulk-3'`);
    await ctx.db.execute(sql`delete from "user" where id = ${extra}`);
    // requests deleted permanently, with their quotes and messages
    await ctx.db.execute(
      sql`delete from quote_requests where id in
            (select id from quote_requests where status = 'deleted' order by id limit 8)`,
    );
    await expectFiguresExact();
    await expectAnswersExact();

    // a TRUNCATE, which no row trigger sees, has everything counted again
    await ctx.db.execute(sql`truncate admin_messages cascade`);
    await expectFiguresExact();
    await expectAnswersExact();
  });

  it("never show the kept rejection count in an answer", async () => {
    const list = await get("/api/admin/quote-requests?view=all&pageSize=5");
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(item).not.toHaveProperty("rejectionSignals");
    const own = await call(ctx, accounts, "customer", "GET", "/api/quote-requests");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items.length).toBeGreaterThan(0);
    for (const item of own.json().items) expect(item).not.toHaveProperty("rejectionSignals");
  });

  it.each([
    [
      "quote_requests",
      "insert",
      sql`insert into quote_requests (user_id, customer_email, vehicle_registration, vehicle_make,
            vehicle_model, services, description, budget_range, postcode, mobile,
            travel_distance, timeframe)
          select user_id, customer_email, vehicle_registration, vehicle_make, vehicle_model,
            services, description, budget_range, postcode, mobile, travel_distance, timeframe
          from quote_requests limit 2`,
    ],
    [
      "quote_requests",
      "update",
      sql`update quote_requests set status = 'completed', completed_at = now() where status = 'pending'`,
    ],
    ["quote_requests", "delete", sql`delete from quote_requests where status = 'pending'`],
    [
      "quotes",
      "insert",
      sql`insert into quotes (quote_request_id, garage_id, price_pence, description, estimated_duration, status, decided_at) select id, (select id from garages limit 1), 1, 'x', 'x', 'rejected', now() from quote_requests limit 3`,
    ],
    [
      "quotes",
      "update",
      sql`update quotes set status = 'rejected', decided_at = now() where status = 'pending'`,
    ],
    ["quotes", "delete", sql`delete from quotes where status = 'rejected'`],
    [
      "admin_messages",
      "insert",
      sql`insert into admin_messages (quote_request_id, admin_email, customer_email, subject, message) select id, 'a@example.com', 'b@example.com', 'Rejected', 'x' from quote_requests limit 3`,
    ],
    ["admin_messages", "update", sql`update admin_messages set subject = 'Declined'`],
    ["admin_messages", "delete", sql`delete from admin_messages`],
    [
      "payments",
      "insert",
      sql`insert into payments (quote_request_id, quote_id, user_id, provider, provider_session_id, amount_pence, status, completed_at) select id, gen_random_uuid(), user_id, 'test', 'x_' || id, 500, 'completed', now() from quote_requests limit 3`,
    ],
    ["payments", "update", sql`update payments set status = 'failed' where status = 'completed'`],
    ["payments", "delete", sql`delete from payments`],
    [
      "user",
      "insert",
      sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ('gone', 'G', 'gone@example.com', true, 'customer', now(), now())`,
    ],
    ["user", "update", sql`update "user" set role = 'admin' where role = 'customer'`],
    ["user", "delete", sql`delete from "user" where id = 'bulk-3'`],
  ])("are found wrong when the %s %s trigger is missing", async (table, event, write) => {
    // some rows of every kind, so each write below changes a figure
    await bulkRequests(accounts.otherId, 12, 2);
    await ctx.db.execute(sql`
      insert into admin_messages (quote_request_id, admin_email, customer_email, subject, message)
      select id, 'a@example.com', 'b@example.com', s.subject, 'x'
      from (select id from quote_requests limit 3) r, (values ('Hello'), ('Rejected')) s (subject)`);
    await ctx.db.execute(sql`
      insert into quotes (quote_request_id, garage_id, price_pence, description, estimated_duration)
      select id, ${await bulkGarage()}, 7, 'x', 'x' from quote_requests limit 3`);
    await ctx.db.execute(sql`
      insert into payments (quote_request_id, quote_id, user_id, provider, provider_session_id,
        amount_pence, status, completed_at)
      select id, gen_random_uuid(), user_id, 'test', 'y_' || gen_random_uuid(), 700, 'completed', now()
      from quote_requests limit 3`);
    await expectFiguresExact();
    expect(await anyFigureWrong(ctx.db)).toBe(false);
    const missing = `${table}_kept_on_${event}`;
    let wrong: boolean | undefined;
    await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop trigger ${sql.identifier(missing)} on ${sql.identifier(table)}`);
        await tx.execute(write);
        wrong = await anyFigureWrong(tx);
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toBe("Rollback"));
    expect(wrong).toBe(true);
    // the trigger is back with the rollback, and the figures still right
    expect(await anyFigureWrong(ctx.db)).toBe(false);
  });
});

/** Requests at the window's edges, at London midnights (±1 µs) and in between, as of `now`. */
async function requestsAround(userId: string, now: Date) {
  const from = new Date(now.getTime() - 30 * DAY_MS);
  await ctx.db.execute(sql`
    insert into quote_requests (user_id, customer_email, vehicle_registration, vehicle_make,
      vehicle_model, services, description, budget_range, postcode, mobile, travel_distance,
      timeframe, status, first_quoted_at, created_at, updated_at)
    select ${userId}, 'edge@example.com', 'AB12CDE', 'FORD', 'Focus', array['oil-service'], 'Edge',
      '100-300', 'SW1A 1AA', '07700900123', '10-miles', 'this-week',
      case when t.k % 3 = 0 then 'pending' else 'quoted' end,
      case when t.k % 3 <> 0
        then t.created + (37 + t.k % 500) * interval '1 minute 0.000317 seconds' end,
      t.created, t.created
    from (
      select row_number() over () as k, c.created from (
        select ${now.toISOString()}::timestamptz + x * interval '1 microsecond' as created
          from unnest(array[0, 1, -1, 2, -2, -3]) x
        union all select ${from.toISOString()}::timestamptz + x * interval '1 microsecond'
          from unnest(array[0, 1, -1, 2, -2, -3]) x
        union all select (d::date::timestamp at time zone 'Europe/London') + x * interval '1 microsecond'
          from generate_series(${from.toISOString()}::timestamptz - interval '2 days',
            ${now.toISOString()}::timestamptz + interval '2 days', interval '1 day') d,
            unnest(array[0, 1, -1, 2, -2, -3]) x
        union all select ${from.toISOString()}::timestamptz + random() * interval '30 days'
          from generate_series(1, 60)
      ) c
    ) t`);
  // every other quoted one accepted: the conversion rate's counts at the window's edges too
  const garage = await bulkGarage();
  await ctx.db.execute(sql`
    insert into quotes (quote_request_id, garage_id, price_pence, description, estimated_duration,
      status, decided_at)
    select r.id, ${garage}, 5000, 'Edge quote', '1 day', 'accepted', r.first_quoted_at
    from (select id, first_quoted_at, row_number() over (order by created_at, id) as k
          from quote_requests where description = 'Edge' and status = 'quoted') r
    where r.k % 2 = 0 and not exists (select 1 from quotes q
      where q.quote_request_id = r.id and q.status = 'accepted')`);
}

describe("the average response time from kept days", () => {
  it.each([
    ["mid-morning in summer (no clock change in the window)", "2026-07-15T09:00:00Z"],
    ["London midnight exactly", "2026-07-14T23:00:00Z"],
    ["a winter afternoon, to the half second", "2026-01-20T15:45:30.500Z"],
    ["a window over the autumn clock change (a 25-hour day)", "2026-11-10T12:00:00Z"],
    ["a window over the spring clock change (a 23-hour day)", "2026-03-31T00:30:00Z"],
    ["just before London midnight", "2026-07-14T22:59:59.999Z"],
  ])("is what averaging the requests gives: %s", async (_, instant) => {
    const now = new Date(instant);
    await requestsAround(accounts.otherId, now);
    const { conversionRate, avgRevenuePerCustomerPence, asOf, ...figures } = await portalStats(
      ctx.db,
      now,
    );
    const afresh = await statsCountedAfresh(ctx.db, now);
    expect(afresh.avgResponseMinutes).not.toBeNull();
    expect(afresh.acceptedRequests).toBeGreaterThan(0);
    expect(figures).toEqual(afresh);
  });
});
