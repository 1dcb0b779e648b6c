import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { labelValue } from "../../src/features/production-status/metrics.ts";
import { expectRoleMatrix, request } from "../back-office/helpers.ts";
import { useTestApp } from "../support/test-app.ts";
import { useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

async function scrape() {
  const res = await request(ctx, accounts, "admin", "GET", "/api/admin/metrics");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.body;
}

/** The value of one sample line, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function storedEmail(status: "pending" | "failed", minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await ctx.db.insert(emailOutbox).values({
    toAddress: `metrics-${status}@example.com`,
    template: "admin-reply",
    subject: "Metrics",
    html: "<p>x</p>",
    text: "x",
    messageId: `<${randomUUID()}@test>`,
    status,
    // not due for an hour: the outbox worker leaves a pending one waiting
    nextAttemptAt: new Date(Date.now() + 60 * 60_000),
    createdAt: at,
    updatedAt: at,
  });
}

describe("GET /api/admin/metrics", () => {
  it("times every answer by its route's template, method and status, never by its path", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: `/api/no-such-route/${randomUUID()}` });
    const text = await scrape();
    expect(text).toContain("# TYPE automobi_http_request_duration_seconds histogram");
    const health = 'method="GET",route="/api/health",status="200"';
    const count = sample(text, `automobi_http_request_duration_seconds_count{${health}}`);
    expect(count).toBeGreaterThanOrEqual(2);
    // cumulative buckets: +Inf holds every answer
    expect(sample(text, `automobi_http_request_duration_seconds_bucket{${health},le="+Inf"}`)).toBe(
      count,
    );
    expect(
      sample(text, `automobi_http_request_duration_seconds_bucket{${health},le="10"}`),
    ).toBeLessThanOrEqual(count ?? 0);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain("no-such-route");
    // a route with an id is counted under its template
    await request(ctx, accounts, "admin", "GET", `/api/admin/garages/${randomUUID()}/reviews`);
    expect(await scrape()).toContain('route="/api/admin/garages/:id/reviews",status="404"');
  });

  it("gives the outbox's backlog, its oldest e-mail's age and the failed ones", async () => {
    const before = await scrape();
    await storedEmail("pending", 10);
    await storedEmail("failed", 5);
    const text = await scrape();
    expect(sample(text, "automobi_outbox_backlog")).toBe(
      (sample(before, "automobi_outbox_backlog") ?? 0) + 1,
    );
    expect(sample(text, "automobi_outbox_failed")).toBe(
      (sample(before, "automobi_outbox_failed") ?? 0) + 1,
    );
    expect(sample(text, "automobi_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(600);
  });

  it("counts session-cache lookups and says the engine, with the pool's use on PostgreSQL", async () => {
    const before = await scrape();
    const hit = 'automobi_session_cache_lookups_total{result="hit"}';
    await scrape();
    const text = await scrape();
    // the staff member's session was read from the cache by the scrapes since
    expect(sample(text, hit)).toBeGreaterThan(sample(before, hit) ?? 0);
    expect(sample(text, `automobi_db_info{engine="${ctx.database.kind}"}`)).toBe(1);
    if (ctx.database.kind === "postgres") {
      expect(sample(text, 'automobi_db_pool_connections{state="max"}')).toBeGreaterThan(0);
      expect(sample(text, "automobi_db_pool_waiting")).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain("automobi_db_pool_connections");
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("escapes label values as the text format asks", () => {
    expect(labelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
  });

  it("is for staff only", async () => {
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/metrics", {
      admin: 200,
      superAdmin: 200,
    });
  });
});
