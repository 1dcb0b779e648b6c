import { and, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { garages } from "../../src/db/schema/index.ts";
import { GARAGE_LIST_ORDER, searchCondition } from "../../src/features/garages/repository.ts";
import { useAccounts } from "../admin/fixtures.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_OPENS_INDEX, expectKeysetPlan } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";
import { request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const get = (url: string) => request(ctx, accounts, "admin", "GET", url);

// Names that share a prefix, repeat (the id breaks the tie), hold the cursor's separator or
// characters beyond ASCII.
const NAMES = [
  ...Array.from({ length: 9 }, (_, i) => `Autos ${String.fromCharCode(65 + i)}`),
  ...Array.from({ length: 6 }, () => "Kwik Fit"),
  "Smith | Sons Motors",
  "Smith | Sons Motors",
  "Müller's Werkstatt",
  "Ōsaka Motors 🚗",
  "Zed's Tyres",
  "autos lower",
];

async function expected(search?: string) {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from ${garages} ${search ? sql`where ${searchCondition(search)}` : sql``}
        order by name, id`,
  );
  return rows.map((row) => row.id);
}

describe("the garage directory, a keyset page at a time by name", () => {
  beforeAll(async () => {
    await ctx.db.insert(garages).values(
      NAMES.map((name, i) => ({
        name,
        email: `garage-${i}@keyset.example`,
        address: i % 2 ? "1 High Street, Leeds" : "2 Mill Lane, York",
        phone: "020 7946 0000",
      })),
    );
  });

  it("gives every garage once, by name then id, and no cursor after the last page", async () => {
    const all = await expected();
    expect(all).toHaveLength(NAMES.length);
    const pages = await walkCursorPages(get, "/api/admin/garages?pageSize=4");
    expect(pages).toHaveLength(Math.ceil(NAMES.length / 4));
    expect(pages.every((page) => page.total === NAMES.length)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(all);
  });

  it("pages a search's matches on their own", async () => {
    const leeds = await expected("leeds");
    const pages = await walkCursorPages(get, "/api/admin/garages?search=leeds&pageSize=3");
    expect(pages.every((page) => page.total === leeds.length)).toBe(true);
    expect(idsOf(pages)).toEqual(leeds);
  });

  it("refuses a cursor it did not write", async () => {
    const [first] = await walkCursorPages(get, "/api/admin/garages?pageSize=100");
    expect(first?.nextCursor).toBeNull();
    const noId = btoa("Kwik Fit|").replace(/=+$/, "");
    for (const cursor of ["nonsense!", noId, "A".repeat(1201)]) {
      const res = await get(`/api/admin/garages?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(["cursor"]);
    }
  });

  it("reads any page from garages_name_id_idx at the cursor, with no sort", async () => {
    const position = { at: "Kwik Fit", id: "00000000-0000-4000-8000-000000000000" };
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: garages.id })
          .from(garages)
          .where(and(searchCondition(undefined), after))
          .orderBy(...keysetOrderBy(GARAGE_LIST_ORDER))
          .limit(21),
      {
        index: "garages_name_id_idx",
        position: afterPosition(GARAGE_LIST_ORDER, position),
        cursorCondition: CURSOR_OPENS_INDEX,
      },
    );
  });
});
