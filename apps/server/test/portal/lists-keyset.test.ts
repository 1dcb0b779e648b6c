import { and, eq } from "drizzle-orm";
import { describe, it } from "vitest";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { quoteRequests, user } from "../../src/db/schema/index.ts";
import {
  CUSTOMER_ORDER,
  KIND_ORDER,
  KIND_WHERE,
  type RequestKind,
} from "../../src/features/admin-portal/lists.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

describe("the portal's detail lists' indexes", () => {
  it.each([
    ["active", "quote_requests_admin_active_idx"],
    ["completed", "quote_requests_completed_idx"],
    ["rejected", "quote_requests_portal_rejected_idx"],
  ] as const)(
    "%s is read in order from %s, with no sort, on any page",
    async (kind: RequestKind, index) => {
      const order = KIND_ORDER[kind];
      await expectKeysetPlan(
        ctx.db,
        (after) =>
          ctx.db
            .select({ id: quoteRequests.id })
            .from(quoteRequests)
            .where(and(KIND_WHERE[kind](quoteRequests), afterPosition(order, after)))
            .orderBy(...keysetOrderBy(order))
            .limit(21),
        { index, position: SOME_POSITION, cursorCondition: null },
      );
    },
  );

  it("All Customers is read in order from the customers' index, with no sort, on any page", async () => {
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.role, "customer"), afterPosition(CUSTOMER_ORDER, after)))
          .orderBy(...keysetOrderBy(CUSTOMER_ORDER))
          .limit(21),
      {
        index: "user_role_created_at_id_idx",
        position: { at: SOME_POSITION.at, id: "some-account-id" },
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
  });
});
