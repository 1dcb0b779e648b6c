import { randomUUID } from "node:crypto";
import { CURSOR_MESSAGE } from "@automobi/domain";
import { and, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { OUTBOX_LIST_ORDER, outboxListWhere } from "../../src/features/outbox/repository.ts";
import { auditEntries, useAccounts } from "../admin/fixtures.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { expectRoleMatrix, request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const MINUTE_MS = 60_000;

async function storedEmail(
  status: "pending" | "sending" | "sent" | "failed",
  minutesAgo: number,
  extra: Partial<typeof emailOutbox.$inferInsert> = {},
) {
  const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
  const [row] = await ctx.db
    .insert(emailOutbox)
    .values({
      toAddress: `log-${status}@example.com`,
      template: "admin-reply",
      subject: `A ${status} e-mail`,
      html: "<p>x</p>",
      text: "x",
      messageId: `<${randomUUID()}@test>`,
      status,
      attempts: status === "failed" ? 3 : status === "sent" ? 1 : 0,
      lastError: status === "failed" ? "SMTP 550 mailbox unavailable" : null,
      sentAt: status === "sent" ? at : null,
      nextAttemptAt: at,
      createdAt: at,
      updatedAt: at,
      ...extra,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

const log = (query = "") => request(ctx, accounts, "admin", "GET", `/api/admin/outbox${query}`);

describe("E-mail log", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.failed = await storedEmail("failed", 40);
    ids.sent = await storedEmail("sent", 30);
    ids.sending = await storedEmail("sending", 20);
    ids.pending = await storedEmail("pending", 10);
  });

  it("lists recipient, subject, template, status, attempts, last error and times, newest first", async () => {
    const res = await log("?pageSize=100");
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    const times = items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = items.find((e: { id: string }) => e.id === ids.failed);
    expect(failed).toMatchObject({
      to: "log-failed@example.com",
      subject: "A failed e-mail",
      template: "admin-reply",
      status: "failed",
      attempts: 3,
      lastError: "SMTP 550 mailbox unavailable",
      sentAt: null,
    });
    expect(failed.nextAttemptAt).toEqual(expect.any(String));
    expect(failed).not.toHaveProperty("html");
    expect(items.find((e: { id: string }) => e.id === ids.sent).sentAt).toEqual(expect.any(String));
  });

  it("filters by status; queued is the pending e-mail", async () => {
    for (const [query, status] of [
      ["queued", "pending"],
      ["pending", "pending"],
      ["sending", "sending"],
      ["sent", "sent"],
      ["failed", "failed"],
    ] as const) {
      const res = await log(`?status=${query}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      const statuses = new Set(res.json().items.map((e: { status: string }) => e.status));
      expect(statuses, query).toEqual(new Set([status]));
      expect(res.json().items.map((e: { id: string }) => e.id)).toContain(ids[status]);
    }
    const bad = await log("?status=lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe("Status must be queued, sending, sent or failed");
  });

  it("pages by cursor, and costs two statements whatever the page holds", async () => {
    const first = (await log("?pageSize=1")).json();
    const second = (await log(`?pageSize=1&cursor=${first.nextCursor}`)).json();
    expect(first.items[0].id).not.toBe(second.items[0].id);
    expect(second).toMatchObject({ pageSize: 1, total: first.total });
    for (const size of [1, 50]) {
      const seen = await routeStatementsOf(ctx.db, () => log(`?pageSize=${size}`));
      expect(seen.filter((s) => s.includes('"email_outbox"'))).toHaveLength(2);
    }
    const bad = await log("?cursor=nonsense!");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cursor).toBe(CURSOR_MESSAGE);
  });

  it("reads the newest first from the (created_at, id) indexes, on any page", async () => {
    const position = SOME_POSITION;
    for (const [status, index] of [
      [undefined, "email_outbox_created_at_id_idx"],
      ["failed", "email_outbox_status_created_at_id_idx"],
    ] as const) {
      await expectKeysetPlan(
        ctx.db,
        (after) =>
          ctx.db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(and(outboxListWhere(status), after))
            .orderBy(...keysetOrderBy(OUTBOX_LIST_ORDER))
            .limit(21),
        {
          index,
          position: afterPosition(OUTBOX_LIST_ORDER, position),
          cursorCondition: CURSOR_IN_INDEX,
        },
      );
    }
  });

  it("resends a failed e-mail from the log (audited), and only a failed one", async () => {
    const res = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/outbox/${ids.failed}/resend`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids.failed, status: "pending" });
    expect(await auditEntries(ctx, ids.failed as string, "email.resend")).toHaveLength(1);
    const sent = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/outbox/${ids.sent}/resend`,
      {},
    );
    expect(sent.statusCode).toBe(409);
  });

  it("role matrix", async () => {
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/outbox", { admin: 200 });
  });
});

describe("E-mail log, a keyset page at a time", () => {
  it("gives every e-mail once, newest first, with ties on the id, and no cursor at the end", async () => {
    // 25 more e-mails, in runs of three sharing one microsecond.
    for (let i = 0; i < 25; i++) {
      await storedEmail(i % 2 ? "sent" : "failed", 0, {
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 3))),
      });
    }
    const expected = async (status?: string) =>
      (
        await queryRows<{ id: string }>(
          ctx.db,
          sql`select id from ${emailOutbox} ${status ? sql`where status = ${status}` : sql``}
              order by created_at desc, id desc`,
        )
      ).map((row) => row.id);
    const all = await expected();
    expect(all.length).toBeGreaterThan(25);
    const pages = await walkCursorPages((url) => log(url), "?pageSize=10");
    expect(pages.length).toBe(Math.ceil(all.length / 10));
    expect(pages.every((page) => page.total === all.length)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(all);
    // one status pages on its own index, and a full last page still ends with a null cursor
    const failed = await expected("failed");
    const byStatus = await walkCursorPages(
      (url) => log(url),
      `?status=failed&pageSize=${failed.length}`,
    );
    expect(byStatus).toHaveLength(1);
    expect(byStatus[0]).toMatchObject({ total: failed.length, nextCursor: null });
    const small = await walkCursorPages((url) => log(url), "?status=failed&pageSize=4");
    expect(idsOf(small)).toEqual(failed);
  });
});
