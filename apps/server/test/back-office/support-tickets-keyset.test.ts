import { and, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { supportTickets } from "../../src/db/schema/index.ts";
import {
  TICKET_LIST_ORDER,
  ticketListWhere,
} from "../../src/features/customer-service/repository.ts";
import { CUSTOMER_EMAIL, useAccounts } from "../admin/fixtures.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";
import { request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const get = (url: string) => request(ctx, accounts, "admin", "GET", url);

const TICKETS = 26;

async function expected(status?: "open" | "closed") {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from ${supportTickets} ${status ? sql`where status = ${status}` : sql``}
        order by updated_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}

describe("Support tickets, a keyset page at a time", () => {
  beforeAll(async () => {
    // 26 tickets, their latest activity in runs of three sharing one microsecond
    await ctx.db.insert(supportTickets).values(
      Array.from({ length: TICKETS }, (_, i) => {
        const at = new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 3)));
        return {
          userId: accounts.customerId,
          customerEmail: CUSTOMER_EMAIL,
          subject: `Ticket ${i}`,
          status: i % 4 === 0 ? ("closed" as const) : ("open" as const),
          closedAt: i % 4 === 0 ? at : null,
          source: "contact" as const,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  });

  it("gives every ticket once, latest activity first, and no cursor after the last page", async () => {
    const all = await expected();
    expect(all).toHaveLength(TICKETS);
    const pages = await walkCursorPages(get, "/api/admin/tickets?pageSize=10");
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 6]);
    expect(pages.every((page) => page.total === TICKETS)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(all);
  });

  it("pages one status on its own", async () => {
    const closed = await expected("closed");
    const pages = await walkCursorPages(get, "/api/admin/tickets?status=closed&pageSize=3");
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.every((page) => page.total === closed.length)).toBe(true);
    expect(idsOf(pages)).toEqual(closed);
  });

  it.each([
    [undefined, "support_tickets_updated_at_id_idx"],
    ["open", "support_tickets_status_updated_at_id_idx"],
  ] as const)(
    "status %s reads any page from %s at the cursor, with no sort",
    async (status, index) => {
      const position = SOME_POSITION;
      await expectKeysetPlan(
        ctx.db,
        (after) =>
          ctx.db
            .select({ id: supportTickets.id })
            .from(supportTickets)
            .where(and(ticketListWhere(status), after))
            .orderBy(...keysetOrderBy(TICKET_LIST_ORDER))
            .limit(11),
        {
          index,
          position: afterPosition(TICKET_LIST_ORDER, position),
          cursorCondition: CURSOR_IN_INDEX,
        },
      );
    },
  );
});
