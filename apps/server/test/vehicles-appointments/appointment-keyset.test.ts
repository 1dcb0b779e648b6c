import { randomUUID } from "node:crypto";
import { CURSOR_MESSAGE, encodeCursor } from "@automobi/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, vehicles } from "../../src/db/schema/index.ts";
import {
  customerAppointmentPageQuery,
  staffAppointmentIdsQuery,
} from "../../src/features/appointments/repository.ts";
import { type CursorPageBody, idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { expectKeysetPlan } from "../support/keyset-plan.ts";
import { type PlanNode, planNodes, planTreeOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, fixedClock, NOW, useAccounts } from "./fixtures.ts";

const clock = fixedClock(NOW);
const ctx = useTestApp({ clock: clock.now });
const accounts = useAccounts(ctx);
const { cookies } = accounts;
/** London's date and hour at NOW (10:30 GMT): a slot after it is still to come. */
const LONDON_NOW = { date: "2026-03-10", hour: 10 };

interface Row {
  id: string;
  userId: string;
  date: string;
  hour: number;
  status: "scheduled" | "cancelled" | "completed";
}
let rows: Row[] = [];

const slotKey = (row: Row) => `${row.date}T${String(row.hour).padStart(2, "0")}|${row.id}`;
const isUpcoming = (row: Row) =>
  row.status === "scheduled" &&
  `${row.date}T${String(row.hour).padStart(2, "0")}` > "2026-03-10T10";
const soonestFirst = (list: Row[]) => [...list].sort((a, b) => (slotKey(a) < slotKey(b) ? -1 : 1));
const latestFirst = (list: Row[]) => soonestFirst(list).reverse();
const idsIn = (list: Row[]) => list.map((row) => row.id);

async function addVehicles(userId: string, registrations: string[]) {
  const added = await ctx.db
    .insert(vehicles)
    .values(
      registrations.map((registration) => ({
        userId,
        registration,
        make: "FORD",
        model: "Fiesta",
      })),
    )
    .returning({ id: vehicles.id });
  return added.map((vehicle) => vehicle.id);
}

/**
 * Each customer's bookings: several vehicles in the same slot (the id breaks the tie), slots
 * still to come, cancelled and completed ones ahead and behind, and slots that have started.
 */
beforeAll(async () => {
  const plan: [
    who: "owner" | "stranger",
    vehicle: number,
    date: string,
    hour: number,
    status: Row["status"],
  ][] = [];
  for (const date of ["2026-03-11", "2026-03-12", "2026-03-14", "2026-04-02"]) {
    for (const hour of [9, 12]) {
      plan.push(["owner", 0, date, hour, "scheduled"], ["owner", 1, date, hour, "scheduled"]);
    }
    plan.push(["stranger", 0, date, 15, "scheduled"]);
  }
  plan.push(
    ["owner", 2, "2026-03-10", 11, "scheduled"],
    ["owner", 2, "2026-03-10", 10, "scheduled"],
    ["owner", 2, "2026-03-13", 9, "cancelled"],
    ["owner", 2, "2026-03-13", 9, "cancelled"],
    ["owner", 2, "2026-03-02", 16, "scheduled"],
    ["owner", 2, "2026-02-20", 9, "completed"],
    ["owner", 2, "2026-02-20", 9, "cancelled"],
    ["stranger", 1, "2026-03-18", 9, "cancelled"],
    ["stranger", 1, "2026-03-01", 14, "scheduled"],
  );
  const owned = {
    owner: await addVehicles(accounts.ids.owner, ["KS11AAA", "KS11BBB", "KS11CCC"]),
    stranger: await addVehicles(accounts.ids.stranger, ["KS22AAA", "KS22BBB"]),
  };
  const inserted = await ctx.db
    .insert(appointments)
    .values(
      plan.map(([who, vehicle, date, hour, status]) => ({
        userId: accounts.ids[who],
        vehicleId: owned[who][vehicle]!,
        serviceType: "mot-test" as const,
        scheduledDate: date,
        scheduledHour: hour,
        status,
      })),
    )
    .returning({
      id: appointments.id,
      userId: appointments.userId,
      date: appointments.scheduledDate,
      hour: appointments.scheduledHour,
      status: appointments.status,
    });
  rows = inserted;
  await ctx.db.execute(sql`analyze appointments`);
});

const ownersRows = () => rows.filter((row) => row.userId === accounts.ids.owner);
const walk = (cookie: string, path: string) =>
  walkCursorPages((url) => call(ctx, cookie, "GET", url), path);

function expectWholePages(pages: CursorPageBody[], pageSize: number, total: number) {
  expect(pages.at(-1)?.nextCursor).toBeNull();
  expect(pages.every((page) => page.total === total)).toBe(true);
  expect(pages.slice(0, -1).every((page) => page.items.length === pageSize)).toBe(true);
  expect(pages.length).toBe(Math.ceil(total / pageSize));
}

describe("the customer's appointments, a keyset page at a time", () => {
  it("gives every upcoming one once, soonest first, the id breaking ties, and no cursor after the last page", async () => {
    const expected = idsIn(soonestFirst(ownersRows().filter(isUpcoming)));
    const pages = await walk(cookies.owner, "/api/appointments?scope=upcoming&pageSize=3");
    expectWholePages(pages, 3, expected.length);
    expect(idsOf(pages)).toEqual(expected);
    expect(pages[1]!.items.map((item) => item.id)).toEqual(expected.slice(3, 6));
  });

  it("gives all of them once with scope=all, latest slot first, whatever their status", async () => {
    const expected = idsIn(latestFirst(ownersRows()));
    const pages = await walk(cookies.owner, "/api/appointments?scope=all&pageSize=4");
    expectWholePages(pages, 4, expected.length);
    expect(idsOf(pages)).toEqual(expected);
  });

  it("shows another customer's cursor only the caller's own appointments after that slot", async () => {
    const [, second] = await walk(cookies.owner, "/api/appointments?scope=all&pageSize=4");
    const res = await call(
      ctx,
      cookies.stranger,
      "GET",
      `/api/appointments?scope=all&pageSize=50&cursor=${second!.nextCursor}`,
    );
    expect(res.statusCode).toBe(200);
    const theirs = rows.filter((row) => row.userId === accounts.ids.stranger);
    const last = second!.items.at(-1) as unknown as { date: string; hour: number; id: string };
    const lastKey = `${last.date}T${String(last.hour).padStart(2, "0")}|${last.id}`;
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual(
      idsIn(latestFirst(theirs).filter((row) => slotKey(row) < lastKey)),
    );
    expect(res.json().total).toBe(theirs.length);
  });

  it.each([
    ["not a cursor", "x"],
    [
      "a cursor of a list ordered by time",
      encodeCursor({ at: "2026-11-20T09:00:00.123456Z", id: randomUUID() }),
    ],
    ["a staff list's cursor", encodeCursor({ at: "upcoming 2026-03-20T09", id: randomUUID() })],
    ["an impossible date", encodeCursor({ at: "2026-02-30T09", id: randomUUID() })],
    ["an impossible hour", encodeCursor({ at: "2026-03-20T24", id: randomUUID() })],
  ])("refuses %s with 400 naming the cursor", async (_, cursor) => {
    const res = await call(
      ctx,
      cookies.owner,
      "GET",
      `/api/appointments?scope=all&cursor=${cursor}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: CURSOR_MESSAGE });
  });

  it.each(["upcoming", "all"] as const)(
    "reads the %s list from its index at the cursor, with no sort",
    async (scope) => {
      await expectKeysetPlan(
        ctx.db,
        (after) =>
          customerAppointmentPageQuery(ctx.db, accounts.ids.owner, scope, LONDON_NOW, {
            after,
            pageSize: 20,
          }),
        {
          index:
            scope === "upcoming"
              ? "appointments_user_id_upcoming_slot_idx"
              : "appointments_user_id_slot_id_idx",
          position: { at: "2026-03-12T09", id: randomUUID() },
          cursorCondition: /Index Cond: \(.*ROW\(.*scheduled_date, .*scheduled_hour, .*id\)/,
        },
      );
    },
  );
});

describe("the staff's appointments, a keyset page at a time", () => {
  const get = (url: string) => call(ctx, cookies.admin, "GET", url);

  it("gives every appointment once: upcoming soonest first, then the rest latest first", async () => {
    const expected = [
      ...idsIn(soonestFirst(rows.filter(isUpcoming))),
      ...idsIn(latestFirst(rows.filter((row) => !isUpcoming(row)))),
    ];
    for (const pageSize of [4, 5]) {
      const pages = await walkCursorPages(get, `/api/admin/appointments?pageSize=${pageSize}`);
      expectWholePages(pages, pageSize, expected.length);
      expect(idsOf(pages)).toEqual(expected);
    }
  });

  it("keeps to the earlier part after a cursor there, even when a slot starts meanwhile", async () => {
    const firstEarlier = latestFirst(rows.filter((row) => !isUpcoming(row)));
    const cursor = encodeCursor({
      at: `earlier ${firstEarlier[0]!.date}T${String(firstEarlier[0]!.hour).padStart(2, "0")}`,
      id: firstEarlier[0]!.id,
    });
    const res = await get(`/api/admin/appointments?pageSize=100&cursor=${cursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual(
      idsIn(firstEarlier.slice(1)),
    );
    expect(res.json().nextCursor).toBeNull();
  });

  it.each([
    ["a customer list's cursor", encodeCursor({ at: "2026-03-20T09", id: randomUUID() })],
    ["an unknown part", encodeCursor({ at: "later 2026-03-20T09", id: randomUUID() })],
    ["not a cursor", "!!"],
  ])("refuses %s with 400 naming the cursor", async (_, cursor) => {
    const res = await get(`/api/admin/appointments?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: CURSOR_MESSAGE });
  });

  it("reads each part from its index at the cursor, and sorts no more than the parts' pages", async () => {
    const id = randomUUID();
    for (const [after, indexes] of [
      [
        undefined,
        [
          "appointments_upcoming_slot_idx",
          "appointments_unscheduled_slot_idx",
          "appointments_slot_idx",
        ],
      ],
      [
        { part: "upcoming", after: { at: "2026-03-12T09", id } },
        [
          "appointments_upcoming_slot_idx",
          "appointments_unscheduled_slot_idx",
          "appointments_slot_idx",
        ],
      ],
      [
        { part: "earlier", after: { at: "2026-03-02T16", id } },
        ["appointments_unscheduled_slot_idx", "appointments_slot_idx"],
      ],
    ] as const) {
      const plan = await planTreeOf(
        ctx.db,
        staffAppointmentIdsQuery(LONDON_NOW, { after, pageSize: 10 }),
        {
          noBitmap: true,
        },
      );
      const scans = planNodes(plan).filter((node) => node["Index Name"]);
      expect(scans.map((node) => node["Index Name"])).toEqual(indexes);
      expect(sortsOnlyLimitedRows(plan)).toBe(true);
      if (after) {
        const cursorScans = after.part === "upcoming" ? scans.slice(0, 1) : scans;
        for (const scan of cursorScans) {
          expect(scan["Index Cond"]).toMatch(/ROW\(scheduled_date, scheduled_hour, id\)/);
        }
      }
    }
  });
});

/** True when every Sort in the plan sorts rows that a Limit has already cut to a page. */
function sortsOnlyLimitedRows(node: PlanNode, underSort = false): boolean {
  if (node["Node Type"] === "Limit" && underSort) return true;
  if (node["Node Type"].includes("Scan") && node["Index Name"] && underSort) return false;
  const sorting = underSort || node["Node Type"] === "Sort";
  return (node.Plans ?? []).every((child) => sortsOnlyLimitedRows(child, sorting));
}
