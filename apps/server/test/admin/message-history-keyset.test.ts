import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { adminMessages } from "../../src/db/schema/index.ts";
import { MESSAGE_HISTORY_ORDER } from "../../src/features/admin-messages/repository.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";
import { CUSTOMER_EMAIL, call, storedMessage, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const get = (url: string) => call(ctx, accounts, "admin", "GET", url);

const MESSAGES = 24;

describe("a request's message history, a keyset page at a time", () => {
  let requestId: string;
  let expected: string[];

  beforeAll(async () => {
    requestId = await storedRequest(ctx, accounts.customerId);
    // 24 messages in runs of three sent in one microsecond: the id breaks the ties.
    for (let i = 0; i < MESSAGES; i++) {
      await storedMessage(
        ctx,
        requestId,
        { subject: `Message ${i}`, message: "Hello" },
        new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 3))),
      );
    }
    // Another request's messages never show.
    await storedMessage(ctx, await storedRequest(ctx, accounts.customerId), {
      subject: "Elsewhere",
      message: "Hi",
    });
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from ${adminMessages} where quote_request_id = ${requestId}
          order by sent_at desc, id desc`,
    );
    expected = rows.map((row) => row.id);
    expect(expected).toHaveLength(MESSAGES);
  });

  it("gives every message once, newest first, with the recipient on each page, and no cursor at the end", async () => {
    const pages = await walkCursorPages<{ id: string; quoteRequestId: string }>(
      get,
      `/api/admin/quote-requests/${requestId}/messages?pageSize=10`,
    );
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 4]);
    expect(pages.every((page) => page.total === MESSAGES)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(expected);
    for (const page of pages) {
      expect(page).toMatchObject({ request: { id: requestId, customerEmail: CUSTOMER_EMAIL } });
    }
  });

  it("refuses a cursor it did not write", async () => {
    const res = await get(`/api/admin/quote-requests/${requestId}/messages?cursor=x`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(["cursor"]);
  });

  it("reads any page from admin_messages_quote_request_id_sent_at_id_idx at the cursor, with no sort", async () => {
    const position = SOME_POSITION;
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: adminMessages.id })
          .from(adminMessages)
          .where(
            sql`${adminMessages.quoteRequestId} = ${requestId} ${after ? sql`and ${after}` : sql``}`,
          )
          .orderBy(...keysetOrderBy(MESSAGE_HISTORY_ORDER))
          .limit(21),
      {
        index: "admin_messages_quote_request_id_sent_at_id_idx",
        position: afterPosition(MESSAGE_HISTORY_ORDER, position),
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
  });
});
