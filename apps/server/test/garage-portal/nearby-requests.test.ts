import type { RequestStatus, TravelDistance } from "@automobi/domain";
import { garageNearbyRequest } from "@automobi/domain/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { requestPhotos } from "../../src/db/schema/index.ts";
import {
  CUSTOMER_EMAIL,
  placedRequest,
  storedDirectoryGarage,
  useAccounts,
} from "../admin/fixtures.ts";
import { images } from "../customer-area/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { planNodes, planTreeOf, sentStatementsOf, sqlOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

// Miles from LS1 4DY (Leeds city centre) by the centroids: LS6 1.4, BD1 8.1, WF1 8.3, HX1 13.5,
// YO1 22.3, M1 35.4.
const REQUESTS: [string, string, TravelDistance, RequestStatus, number][] = [
  ["headingley", "LS6 2QR", "5-miles", "pending", 5],
  ["bradford", "BD1 1AA", "5-miles", "quoted", 4],
  ["halifax", "HX1 1AA", "anywhere", "in_review", 3],
  ["wakefield", "WF1 1AA", "20-miles", "accepted", 2],
  ["leeds", "LS1 4DY", "10-miles", "quoted", 1],
  ["york", "YO1 7HH", "anywhere", "pending", 6],
  ["gone", "LS1 4DY", "anywhere", "deleted", 0],
];

describe("The requests near a garage, in its portal", () => {
  const names = new Map<string, string>();
  let cookie: string;
  let unplacedCookie: string;
  beforeAll(async () => {
    for (const [name, postcode, travelDistance, status, hoursAgo] of REQUESTS) {
      const id = await placedRequest(ctx, accounts.customerId, postcode, travelDistance, {
        status,
        hoursAgo,
      });
      names.set(id, name);
    }
    const leeds = await storedDirectoryGarage(ctx, {
      name: "Leeds Central",
      email: "desk@leeds-central.example",
      postcode: "LS1 4DY",
    });
    cookie = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      leeds,
      "fitter@leeds-central.example",
    );
    const unplaced = await storedDirectoryGarage(ctx, {
      name: "Old Garage",
      email: "desk@old-garage.example",
      postcode: null,
    });
    unplacedCookie = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      unplaced,
      "fitter@old-garage.example",
    );
  });
  const list = (query = "", as = cookie) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/garage/requests${query}`,
      remoteAddress: nextClientIp(),
      headers: { cookie: as },
    });
  type Item = { id: string; outwardCode: string; distanceMiles: number };
  const seen = (items: Item[]) =>
    items.map((r) => [names.get(r.id), r.outwardCode, r.distanceMiles]);

  it("lists the open requests within its radius whose customers travel that far, newest first", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    // Bradford's customer travels 5 miles (it is 8.1 away); Wakefield's is accepted; York is
    // beyond the 15-mile radius; the deleted one is gone.
    expect(seen(page.items)).toEqual([
      ["leeds", "LS1", 0],
      ["halifax", "HX1", 13.5],
      ["headingley", "LS6", 1.4],
    ]);
    expect(page).toMatchObject({ located: true, serviceRadiusMiles: 15, nextCursor: null });
    expect(page.items[0]).toMatchObject({
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      services: ["oil-service", "brake-service"],
      description: "Grinding noise when braking",
      timeframe: "this-week",
      budgetRange: "100-300",
    });
  });

  it("never carries who asks: no name, e-mail, phone, full postcode or registration", async () => {
    const res = await list();
    const body = res.body;
    for (const secret of [CUSTOMER_EMAIL, "07700900123", "AB12CDE", "LS6 2QR", "HX1 1AA"]) {
      expect(body).not.toContain(secret);
    }
    const expected = Object.keys(garageNearbyRequest.shape).sort();
    for (const item of res.json().items) expect(Object.keys(item).sort()).toEqual(expected);
  });

  it("pages newest first with a cursor", async () => {
    const first = (await list("?pageSize=2")).json();
    expect(seen(first.items).map(([name]) => name)).toEqual(["leeds", "halifax"]);
    const second = (await list(`?pageSize=2&cursor=${first.nextCursor}`)).json();
    expect(seen(second.items).map(([name]) => name)).toEqual(["headingley"]);
    expect(second.nextCursor).toBeNull();
    expect((await list("?cursor=nonsense!")).statusCode).toBe(400);
  });

  it("shows each request's photos, whose bytes only a garage that can see the request reads", async () => {
    const ids = new Map([...names].map(([id, name]) => [name, id]));
    const photo = async (name: string) => {
      const [row] = await ctx.db
        .insert(requestPhotos)
        .values({
          quoteRequestId: ids.get(name)!,
          contentType: "image/png",
          sizeBytes: images.png().length,
          data: images.png(),
        })
        .returning({ id: requestPhotos.id });
      return row!.id;
    };
    const near = await photo("headingley");
    const far = await photo("york");
    const items = (await list()).json().items as (Item & { photos: unknown[] })[];
    const photos = Object.fromEntries(items.map((r) => [names.get(r.id), r.photos]));
    expect(photos).toEqual({
      leeds: [],
      halifax: [],
      headingley: [{ id: near, url: `/api/garage/photos/${near}` }],
    });
    const bytes = (id: string, as = cookie) =>
      ctx.app.inject({
        method: "GET",
        url: `/api/garage/photos/${id}`,
        remoteAddress: nextClientIp(),
        headers: { cookie: as },
      });
    const shown = await bytes(near);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.rawPayload.equals(images.png())).toBe(true);
    // York is beyond the radius, and an unplaced garage sees no request at all.
    expect((await bytes(far)).json()).toMatchObject({ error: { message: "Photo not found" } });
    expect((await bytes(far)).statusCode).toBe(404);
    expect((await bytes(near, unplacedCookie)).statusCode).toBe(404);
    // The customers' photo route is not the garage's.
    const customers = await ctx.app.inject({
      method: "GET",
      url: `/api/photos/${near}`,
      remoteAddress: nextClientIp(),
      headers: { cookie },
    });
    expect(customers.statusCode).toBe(403);
  });

  it("lists nothing for a garage without a located postcode, and says why", async () => {
    const page = (await list("", unplacedCookie)).json();
    expect(page).toMatchObject({ items: [], located: false });
  });

  it("reads a page from the open requests' age index alone, in order, whatever the garage", async () => {
    const sent = await sentStatementsOf(ctx.db, () => list("?pageSize=2"));
    const page = sent.filter((statement) => statement.text.includes('"quote_requests"'));
    expect(page).toHaveLength(1);
    // Sequential and bitmap scans priced out: the plan a large table gets.
    const nodes = planNodes(await planTreeOf(ctx.db, sqlOf(page[0]!), { noBitmap: true }));
    const scans = nodes.filter((node) => node["Relation Name"] === "quote_requests");
    expect(scans.map((node) => [node["Node Type"], node["Index Name"]])).toEqual([
      ["Index Only Scan", "quote_requests_open_newest_idx"],
      ["Index Scan", "quote_requests_pkey"],
    ]);
  });

  it("reads a page left short by the age index again from the box around the garage", async () => {
    const sent = await sentStatementsOf(ctx.db, () => list());
    const page = sent.filter((statement) => statement.text.includes('"quote_requests"'));
    // The first read found three requests for a page of 21: the box is read instead.
    expect(page).toHaveLength(2);
    const nodes = planNodes(await planTreeOf(ctx.db, sqlOf(page[1]!), { noBitmap: true }));
    const scans = nodes.filter((node) => node["Relation Name"] === "quote_requests");
    expect(scans.map((node) => [node["Node Type"], node["Index Name"]])).toEqual([
      ["Index Scan", "quote_requests_open_place_idx"],
      ["Index Scan", "quote_requests_pkey"],
    ]);
  });
});
