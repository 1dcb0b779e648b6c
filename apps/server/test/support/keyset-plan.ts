import type { SQLWrapper } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { planOf } from "./query-probe.ts";

/** A list position for plan tests: the plan after it is the plan of any page after the first. */
export const SOME_POSITION = {
  at: "2026-11-20T09:00:00.123456Z",
  id: "00000000-0000-4000-8000-000000000000",
};

/** After a cursor, the index range starts at the cursor's row comparison: the list has no filter. */
export const CURSOR_OPENS_INDEX = /Index Cond: \(ROW\(/;
/** After a cursor, the cursor's row comparison is part of the index condition, after the list's filters. */
export const CURSOR_IN_INDEX = /Index Cond: \(.*ROW\(/;

/**
 * Proves that a keyset list reads its first page, and a page after a cursor, in order from
 * `index` with no Sort (sequential and bitmap scans priced out: the plan a large table gets),
 * and that after the cursor the page starts in the index at the cursor (`cursorCondition`, or
 * null where only the index and the order are checked) rather than filtering rows read from
 * the top. `pageQuery` builds the list's page query for no cursor, then for `position`.
 */
export async function expectKeysetPlan<Position>(
  db: Database,
  pageQuery: (after: Position | undefined) => SQLWrapper,
  expected: { index: string; position: Position; cursorCondition: RegExp | null },
): Promise<void> {
  for (const after of [undefined, expected.position]) {
    const plan = await planOf(db, pageQuery(after).getSQL(), { noBitmap: true });
    const page = after === undefined ? "the first page" : "a page after a cursor";
    expect(plan, page).toContain(expected.index);
    expect(plan, page).not.toMatch(/\bSort\b/);
    if (after !== undefined && expected.cursorCondition) {
      expect(plan, page).toMatch(expected.cursorCondition);
    }
  }
}
