import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { settingChanges } from "../../src/db/schema/index.ts";
import { SETTING_CHANGES_ORDER } from "../../src/features/settings/repository.ts";
import { call, useAccounts } from "../admin/fixtures.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_OPENS_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const get = (url: string) => call(ctx, accounts, "superAdmin", "GET", url);

describe("the settings' change history, a keyset page at a time", () => {
  let expected: string[];

  beforeAll(async () => {
    // 23 changes in runs of three sharing one microsecond: the id breaks the ties.
    await ctx.db.insert(settingChanges).values(
      Array.from({ length: 23 }, (_, i) => ({
        key: "platform_name" as const,
        oldValue: `Name ${i}`,
        newValue: `Name ${i + 1}`,
        changedByEmail: "boss@example.com",
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 3))),
      })),
    );
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from ${settingChanges} order by created_at desc, id desc`,
    );
    expected = rows.map((row) => row.id);
    expect(expected).toHaveLength(23);
  });

  it("gives every change once, newest first, and no cursor after the last page", async () => {
    const pages = await walkCursorPages(get, "/api/admin/settings/changes?pageSize=5");
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.every((page) => page.total === 23)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(expected);
  });

  it("refuses a cursor it did not write", async () => {
    const res = await get("/api/admin/settings/changes?cursor=nonsense!");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cursor: "This list position is not valid: reload the list",
    });
  });

  it("reads any page from setting_changes_created_at_id_idx at the cursor, with no sort", async () => {
    const position = SOME_POSITION;
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: settingChanges.id })
          .from(settingChanges)
          .where(after)
          .orderBy(...keysetOrderBy(SETTING_CHANGES_ORDER))
          .limit(6),
      {
        index: "setting_changes_created_at_id_idx",
        position: afterPosition(SETTING_CHANGES_ORDER, position),
        cursorCondition: CURSOR_OPENS_INDEX,
      },
    );
  });
});
