import {
  boxAround,
  CURSOR_MESSAGE,
  ERROR_CODES,
  NEARBY_MILES_MESSAGE,
  OPEN_REQUEST_STATUSES,
  type RequestStatus,
  type TravelDistance,
} from "@automobi/domain";

import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inBox } from "../../src/db/distance.ts";
import { oneOf } from "../../src/db/schema/columns.ts";
import { emailOutbox, garages, quoteRequests, quotes } from "../../src/db/schema/index.ts";
import { placeOf } from "../../src/records/places.ts";
import {
  CUSTOMER_EMAIL,
  storedDirectoryGarage,
  storedRequest,
  useAccounts,
  type Who,
} from "../admin/fixtures.ts";
import {
  analyzedPlanOf,
  planNodes,
  planOf,
  planTreeOf,
  routeStatementsOf,
  sentStatementsOf,
  sqlOf,
} from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { expectRoleMatrix, request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
const get = (url: string, who: Who = "admin") => request(ctx, accounts, who, "GET", url);

/** A request from `postcode`, located as a submitted one is. */
async function placedRequest(
  postcode: string,
  travelDistance: TravelDistance,
  status: RequestStatus = "pending",
) {
  const id = await storedRequest(ctx, accounts.customerId, { status });
  await ctx.db
    .update(quoteRequests)
    .set({ postcode, travelDistance, ...placeOf(postcode) })
    .where(eq(quoteRequests.id, id));
  return id;
}

// Miles from LS1 4DY (Leeds city centre) by the centroids: LS6 1.4, BD1 8.1, WF1 8.3, HX1 13.5,
// HD1 13.9, YO1 22.3, M1 35.4, SW1A 169.4.
const GARAGES = [
  ["Leeds Central", "LS1 4DY"],
  ["Headingley Motors", "LS6 2QR"],
  ["Bradford Brakes", "BD1 1AA"],
  ["Halifax Tyres", "HX1 1AA"],
  ["York Autos", "YO1 7HH"],
  ["Manchester Motors", "M1 1AE"],
  ["London Garage", "SW1A 2AA"],
  ["Old Garage", null],
] as const;

type Listed = { name: string; distanceMiles: number; withinReach: boolean };
const rows = (items: Listed[]) => items.map((g) => [g.name, g.distanceMiles, g.withinReach]);

describe("Garages near a request", () => {
  const ids = new Map<string, string>();
  let leeds: string;
  beforeAll(async () => {
    for (const [name, postcode] of GARAGES) {
      const email = `${name.toLowerCase().replaceAll(" ", "-")}@near.example`;
      ids.set(name, await storedDirectoryGarage(ctx, { name, email, postcode }));
    }
    leeds = await placedRequest("LS1 4DY", "10-miles");
  });
  const near = (id: string, query = "") =>
    get(`/api/admin/quote-requests/${id}/nearby-garages${query}`);

  it("lists them nearest first, as far as the customer travels unless told otherwise", async () => {
    const res = await near(leeds);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(rows(page.items)).toEqual([
      ["Leeds Central", 0, true],
      ["Headingley Motors", 1.4, true],
      ["Bradford Brakes", 8.1, true],
    ]);
    expect(page).toMatchObject({
      withinMiles: 10,
      nextCursor: null,
      from: { requestId: leeds, outwardCode: "LS1", located: true, travelDistance: "10-miles" },
    });
    expect(page.items[0]).toMatchObject({
      postcode: "LS1 4DY",
      email: "leeds-central@near.example",
    });
  });

  it("reaches further when asked, a page at a time, marking those beyond the travel distance", async () => {
    const seen: Listed[][] = [];
    let cursor = "";
    do {
      const page = (await near(leeds, `?withinMiles=40&pageSize=2${cursor}`)).json();
      seen.push(page.items);
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : "";
    } while (cursor);
    expect(seen.map(rows)).toEqual([
      [
        ["Leeds Central", 0, true],
        ["Headingley Motors", 1.4, true],
      ],
      [
        ["Bradford Brakes", 8.1, true],
        ["Halifax Tyres", 13.5, false],
      ],
      [
        ["York Autos", 22.3, false],
        ["Manchester Motors", 35.4, false],
      ],
    ]);
    // "Anywhere" reaches every garage: all within it, as far as the list's widest distance.
    const anywhere = await placedRequest("LS1 4DY", "anywhere");
    const wide = (await near(anywhere)).json();
    expect(wide.withinMiles).toBe(100);
    expect(wide.items.map((g: Listed) => g.withinReach)).toEqual(Array(6).fill(true));
  });

  it("lists none for a request it cannot place, and refuses what it cannot read", async () => {
    const unplaced = await placedRequest("ZZ9 9ZZ", "10-miles");
    const none = (await near(unplaced)).json();
    expect(none).toMatchObject({ items: [], nextCursor: null, from: { located: false } });

    for (const miles of ["0", "101", "2.5", "far"]) {
      const res = await near(leeds, `?withinMiles=${miles}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.withinMiles).toBe(NEARBY_MILES_MESSAGE);
    }
    // a by-name directory cursor is no position in a list by distance
    const byName = (await get("/api/admin/garages?pageSize=1")).json().nextCursor;
    const mixed = await near(leeds, `?cursor=${byName}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields.cursor).toBe(CURSOR_MESSAGE);
    const unknown = await near("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });

  it("is for staff only", async () => {
    await expectRoleMatrix(
      ctx,
      accounts,
      "GET",
      `/api/admin/quote-requests/${leeds}/nearby-garages`,
      {
        admin: 200,
      },
    );
  });

  it("asks staff to confirm a quote from a garage beyond the customer's travel distance", async () => {
    const requestId = await placedRequest("LS1 4DY", "10-miles");
    const quote = (garage: string, extra: object = {}) =>
      request(ctx, accounts, "admin", "POST", `/api/admin/quote-requests/${requestId}/quotes`, {
        garageName: garage,
        garagePhone: "0113 496 0000",
        garageAddress: "1 Garage Road",
        garageEmail: `${garage.toLowerCase().replaceAll(" ", "-")}@near.example`,
        pricePence: 9_500,
        description: "Front pads",
        estimatedDuration: "2 hours",
        ...extra,
      });
    const beyond = await quote("Manchester Motors");
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error).toMatchObject({
      code: ERROR_CODES.CONFIRMATION_REQUIRED,
      message:
        "This garage is about 35.4 miles from LS1, beyond the customer's 10 miles. Create the quote anyway?",
    });
    const stored = () =>
      ctx.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.quoteRequestId, requestId));
    expect(await stored()).toEqual([]);

    // Within reach needs no confirmation; beyond it, once confirmed, it is an ordinary quote.
    expect((await quote("Bradford Brakes")).statusCode).toBe(201);
    const confirmed = await quote("Manchester Motors", { confirmOutsideReach: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await stored()).toHaveLength(2);
    const mail = await ctx.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, CUSTOMER_EMAIL), eq(emailOutbox.template, "admin-reply")),
      );
    expect(
      mail.map((m) => m.text.match(/The garage is about [\d.]+ miles? from LS1\./)?.[0]),
    ).toEqual(
      expect.arrayContaining([
        "The garage is about 8.1 miles from LS1.",
        "The garage is about 35.4 miles from LS1.",
      ]),
    );
  });
});

describe("Open requests near a garage", () => {
  let garage: string;
  const names = new Map<string, string>();
  beforeAll(async () => {
    // The requests of the tests above are done with: only this list's own are open.
    await ctx.db.update(quoteRequests).set({ status: "deleted", deletedAt: new Date() });
    garage = await storedDirectoryGarage(ctx, {
      name: "Radius Motors",
      email: "radius@near-requests.example",
      postcode: "LS1 4DY",
    });
    const requests: [string, string, TravelDistance, Parameters<typeof placedRequest>[2]][] = [
      ["headingley", "LS6 2QR", "5-miles", "pending"],
      ["bradford", "BD1 1AA", "5-miles", "quoted"],
      ["halifax", "HX1 1AA", "anywhere", "in_review"],
      ["wakefield", "WF1 1AA", "20-miles", "accepted"],
      ["huddersfield", "HD1 1AA", "anywhere", "deleted"],
      ["manchester", "M1 1AE", "50-miles", "pending"],
    ];
    for (const [name, postcode, travel, status] of requests) {
      names.set(await placedRequest(postcode, travel, status), name);
    }
  });
  const near = (id: string, query = "") => get(`/api/admin/garages/${id}/nearby-requests${query}`);
  type Near = { id: string; outwardCode: string; distanceMiles: number; withinReach: boolean };
  const seen = (items: Near[]) =>
    items.map((r) => [names.get(r.id), r.outwardCode, r.distanceMiles, r.withinReach]);

  it("lists those still open to quotes within its service radius, nearest first", async () => {
    const res = await near(garage);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ withinMiles: 15, from: { garageId: garage, located: true } });
    // accepted and deleted requests are not open; Manchester is beyond the 15-mile radius
    expect(seen(page.items)).toEqual([
      ["headingley", "LS6", 1.4, true],
      ["bradford", "BD1", 8.1, false],
      ["halifax", "HX1", 13.5, true],
    ]);
    expect(JSON.stringify(page)).not.toContain("07700900123");
    const wider = (await near(garage, "?withinMiles=40&pageSize=3")).json();
    expect(wider.nextCursor).not.toBeNull();
    const next = (
      await near(garage, `?withinMiles=40&pageSize=3&cursor=${wider.nextCursor}`)
    ).json();
    expect(seen(next.items)).toEqual([["manchester", "M1", 35.4, true]]);
    expect(next.nextCursor).toBeNull();
  });

  it("lists none for a garage it cannot place; 404 for one it does not know; staff only", async () => {
    const old = await storedDirectoryGarage(ctx, {
      name: "Unplaced",
      email: "unplaced@near-requests.example",
      postcode: null,
    });
    expect((await near(old)).json()).toMatchObject({ items: [], from: { located: false } });
    expect((await near("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    await expectRoleMatrix(ctx, accounts, "GET", `/api/admin/garages/${garage}/nearby-requests`, {
      admin: 200,
    });
  });
});

describe("What the lists read", () => {
  const box = boxAround({ latitude: 53.8, longitude: -1.55 }, 4);
  it("reads a box of garages from the (latitude, longitude) index", async () => {
    const plan = await planOf(ctx.db, sql`select id from ${garages} where ${inBox(garages, box)}`, {
      noBitmap: true,
    });
    expect(plan).toContain("garages_latitude_longitude_idx");
  });

  it("reads a box of open requests from the partial index of open requests only", async () => {
    const open = oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES);
    const plan = await planOf(
      ctx.db,
      sql`select id from ${quoteRequests} where ${open} and ${inBox(quoteRequests, box)}`,
      { noBitmap: true },
    );
    expect(plan).toContain("quote_requests_open_place_idx");
  });

  it("reads a page in one statement, its rings in turn until one holds the page", async () => {
    const garage = await storedDirectoryGarage(ctx, {
      name: "Hoe Motors",
      email: "hoe@near-requests.example",
      postcode: "PL1 1EA",
    });
    const requests: string[] = [];
    for (let i = 0; i < 3; i += 1) requests.push(await placedRequest("PL1 1EA", "anywhere"));
    // About 4 miles away: beyond the first rings, within the garage's 15-mile radius.
    requests.push(await placedRequest("PL7 1AA", "anywhere"));
    const url = `/api/admin/garages/${garage}/nearby-requests`;
    const ids = async (query: string) =>
      ((await get(`${url}${query}`)).json().items as { id: string }[]).map((r) => r.id).sort();
    /**
     * How many rings a page's statement read: the scans of the place index it ran (each ring
     * counted once, then the page read from the last), less the page's own.
     */
    const ringsRead = async (query: string) => {
      const sent = await sentStatementsOf(ctx.db, () => get(`${url}${query}`));
      const list = sent.filter((statement) => statement.text.includes("near_rings"));
      expect(list).toHaveLength(1);
      const nodes = planNodes(await analyzedPlanOf(ctx.db, list[0]!));
      const scans = nodes
        .filter((node) => node["Index Name"] === "quote_requests_open_place_idx")
        .reduce((sum, node) => sum + node["Actual Loops"], 0);
      return scans - 1;
    };
    // Three requests within a quarter of a mile: a page of two (and the row that says there is
    // more) is the first ring's, and no ring beyond it is read.
    expect(await routeStatementsOf(ctx.db, () => get(`${url}?pageSize=2`))).toHaveLength(1);
    expect(await ringsRead("?pageSize=2")).toBe(1);
    // A page of five needs the rings beyond: still one statement.
    expect(await routeStatementsOf(ctx.db, () => get(`${url}?pageSize=5`))).toHaveLength(1);
    expect(await ringsRead("?pageSize=5")).toBeGreaterThan(1);
    expect(await ids("?pageSize=5")).toEqual([...requests].sort());
    expect((await ids("?pageSize=2")).length).toBe(2);
  });
  it("finds a ring's nearest from the place indexes alone, then reads the page's rows only", async () => {
    const garage = await storedDirectoryGarage(ctx, {
      name: "Index Motors",
      email: "index@near-requests.example",
      postcode: "PL4 8AA",
    });
    await placedRequest("PL4 8AA", "anywhere");
    const request = await placedRequest("PL4 8AA", "anywhere");
    const scansOf = async (url: string, table: string) => {
      const sent = await sentStatementsOf(ctx.db, () => get(url));
      const list = sent.filter((statement) => statement.text.includes("near_rings"));
      expect(list).toHaveLength(1);
      // Sequential and bitmap scans priced out: the plan a large table gets.
      const nodes = planNodes(await planTreeOf(ctx.db, sqlOf(list[0]!), { noBitmap: true }));
      const scans = nodes
        .filter((node) => node["Relation Name"] === table)
        .map((node) => `${node["Node Type"]} ${node["Index Name"]}`);
      // Each ring scans the place index; the page's rows are read by primary key.
      return [...new Set(scans)].sort();
    };
    // The ring's ids and distances from the index of places (which holds the id), the page's
    // columns by primary key: never a table read for each row in the ring's box.
    expect(await scansOf(`/api/admin/garages/${garage}/nearby-requests`, "quote_requests")).toEqual(
      ["Index Only Scan quote_requests_open_place_idx", "Index Scan quote_requests_pkey"],
    );
    expect(await scansOf(`/api/admin/quote-requests/${request}/nearby-garages`, "garages")).toEqual(
      ["Index Only Scan garages_latitude_longitude_idx", "Index Scan garages_pkey"],
    );
  });
});
