import { CURSOR_MESSAGE, encodeCursor } from "@automobi/domain";
import {
  GARAGE_EMAIL_TAKEN_MESSAGE,
  GARAGE_MESSAGES,
  GARAGE_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { garages, quotes } from "../../src/db/schema/index.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  storedDirectoryGarage,
  storedQuote,
  storedRequest,
  useAccounts,
} from "../admin/fixtures.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { expectRoleMatrix, request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const storedGarage = (values: Parameters<typeof storedDirectoryGarage>[1]) =>
  storedDirectoryGarage(ctx, values);

/** A quote from `garageId` on a new request. */
async function quoteFrom(garageId: string, status: "pending" | "accepted" | "rejected") {
  const requestId = await storedRequest(ctx, accounts.customerId);
  const quoteId = await storedQuote(ctx, requestId, { status });
  await ctx.db.update(quotes).set({ garageId }).where(eq(quotes.id, quoteId));
}

const list = (query = "") => request(ctx, accounts, "admin", "GET", `/api/admin/garages${query}`);
const edit = (id: string, payload: unknown) =>
  request(ctx, accounts, "admin", "PATCH", `/api/admin/garages/${id}`, payload);

describe("Garages", () => {
  let alpha: string;
  let beta: string;
  beforeAll(async () => {
    alpha = await storedGarage({
      name: "Alpha Autos",
      email: "alpha@garage.example",
      contactPerson: "Ann Smith",
      specialties: ["oil-service"],
    });
    beta = await storedGarage({
      name: "Beta Brakes",
      email: "beta@garage.example",
      address: "9 Mill Lane, Leeds",
    });
    await quoteFrom(alpha, "accepted");
    await quoteFrom(alpha, "rejected");
    await quoteFrom(alpha, "pending");
    await quoteFrom(beta, "pending");
  });

  it("lists the directory by name with each garage's quote and accepted counts", async () => {
    const res = await list("?search=garage.example");
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(2);
    expect(items.map((g: { name: string }) => g.name)).toEqual(["Alpha Autos", "Beta Brakes"]);
    expect(items[0]).toMatchObject({
      id: alpha,
      email: "alpha@garage.example",
      phone: "020 7946 0000",
      address: "1 High Street, London",
      contactPerson: "Ann Smith",
      specialties: ["oil-service"],
      quoteCount: 3,
      acceptedCount: 1,
    });
    expect(items[1]).toMatchObject({ quoteCount: 1, acceptedCount: 0, contactPerson: null });
  });

  it("searches name, e-mail, phone, address and contact person, case-insensitively", async () => {
    const names = async (q: string) =>
      (await list(`?search=${encodeURIComponent(q)}`))
        .json()
        .items.map((g: { name: string }) => g.name);
    expect(await names("beta")).toEqual(["Beta Brakes"]);
    expect(await names("ANN SMITH")).toEqual(["Alpha Autos"]);
    expect(await names("mill lane")).toEqual(["Beta Brakes"]);
    expect(await names("ALPHA@GARAGE")).toEqual(["Alpha Autos"]);
    expect(await names("100%")).toEqual([]);
  });

  it("is two statements whatever the page holds (no N+1)", async () => {
    for (const size of [1, 20]) {
      const seen = await routeStatementsOf(ctx.db, () => list(`?pageSize=${size}`));
      expect(seen.filter((s) => s.includes('from "garages"'))).toHaveLength(2);
    }
  });

  it("edits the fields sent, audited with old and new values", async () => {
    const id = await storedGarage({ name: "Gamma", email: "gamma@garage.example" });
    const res = await edit(id, {
      name: "  Gamma Garage ",
      address: "2 Low Road, York",
      phone: "01904 000000",
      email: "Service@Gamma.Example",
      contactPerson: "Gus",
      specialties: ["brake-service", "respray", "brake-service"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: "Gamma Garage",
      address: "2 Low Road, York",
      phone: "01904 000000",
      email: "service@gamma.example",
      contactPerson: "Gus",
      specialties: ["brake-service", "respray"],
      quoteCount: 0,
      acceptedCount: 0,
    });
    const [entry] = await auditEntries(ctx, id, "garage.update");
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL });
    expect(entry!.details).toMatchObject({
      changes: {
        name: { from: "Gamma", to: "Gamma Garage" },
        email: { from: "gamma@garage.example", to: "service@gamma.example" },
      },
    });

    const partial = await edit(id, { contactPerson: "" });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ name: "Gamma Garage", contactPerson: null });
  });

  it("keeps the e-mail unique, whatever its case: 409", async () => {
    const res = await edit(beta, { email: "ALPHA@garage.example" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(GARAGE_EMAIL_TAKEN_MESSAGE);
    const [row] = await ctx.db.select().from(garages).where(eq(garages.id, beta));
    expect(row!.email).toBe("beta@garage.example");
    // its own e-mail in another case is no conflict
    expect((await edit(beta, { email: "BETA@garage.example" })).statusCode).toBe(200);
  });

  it("refuses blank fields, a bad e-mail, unknown services and an empty edit", async () => {
    const cases: [unknown, string, string][] = [
      [{ name: " " }, "name", GARAGE_MESSAGES.name],
      [{ address: "" }, "address", GARAGE_MESSAGES.address],
      [{ phone: "" }, "phone", GARAGE_MESSAGES.phone],
      [{ email: "" }, "email", GARAGE_MESSAGES.email],
      [{ email: "not-an-email" }, "email", GARAGE_MESSAGES.invalidEmail],
      [{ specialties: ["teleportation"] }, "specialties.0", GARAGE_MESSAGES.specialty],
    ];
    for (const [payload, field, message] of cases) {
      const res = await edit(alpha, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(res.json())).toBe(message);
    }
    const empty = await edit(alpha, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().error.fields ?? {})).toContain(
      GARAGE_MESSAGES.nothingToChange,
    );
  });

  it("lists the garages nearest first from a postcode, with the distance, those not located last", async () => {
    const tag = "near.example";
    const leeds = await storedGarage({
      name: "N Leeds",
      email: `leeds@${tag}`,
      postcode: "LS1 4DY",
    });
    const york = await storedGarage({ name: "N York", email: `york@${tag}`, postcode: "YO1 7HH" });
    const bradford = await storedGarage({
      name: "N Bradford",
      email: `bradford@${tag}`,
      postcode: "BD1 1HY",
    });
    // A valid postcode of a district the data does not know, and a garage with none.
    const unknown = await storedGarage({
      name: "N Unknown",
      email: `zz@${tag}`,
      postcode: "ZZ9 9ZZ",
    });
    const none = await storedGarage({ name: "N None", email: `none@${tag}`, postcode: null });

    const near = async (query: string) => (await list(`?search=${tag}&near=${query}`)).json();
    const page = await near("ls1%204dy");
    expect(page.items.map((g: { id: string }) => g.id).slice(0, 3)).toEqual([
      leeds,
      bradford,
      york,
    ]);
    const miles = Object.fromEntries(
      page.items.map((g: { id: string; distanceMiles: number | null }) => [g.id, g.distanceMiles]),
    );
    expect(miles[leeds]).toBe(0);
    expect(miles[bradford]).toBeGreaterThan(7);
    expect(miles[bradford]).toBeLessThan(10);
    expect(miles[york]).toBeGreaterThan(20);
    expect(miles[york]).toBeLessThan(23);
    expect(Number.isInteger(miles[york] * 10)).toBe(true);
    expect(new Set(page.items.slice(3).map((g: { id: string }) => g.id))).toEqual(
      new Set([unknown, none]),
    );
    expect(miles[unknown]).toBeNull();
    expect(miles[none]).toBeNull();

    // a page at a time, in the same order
    const first = (await list(`?search=${tag}&near=LS14DY&pageSize=2`)).json();
    const second = (
      await list(`?search=${tag}&near=LS14DY&pageSize=2&cursor=${first.nextCursor}`)
    ).json();
    const third = (
      await list(`?search=${tag}&near=LS14DY&pageSize=2&cursor=${second.nextCursor}`)
    ).json();
    expect(
      [...first.items, ...second.items, ...third.items].map((g: { id: string }) => g.id),
    ).toEqual(page.items.map((g: { id: string }) => g.id));
    expect(third.nextCursor).toBeNull();

    // without near, by name and with no distance
    const byName = (await list(`?search=${tag}`)).json();
    expect(byName.items[0]).toMatchObject({
      name: "N Bradford",
      distanceMiles: null,
      postcode: "BD1 1HY",
    });
  });

  it("refuses a near that is not a UK postcode, and lists by name from one it cannot place", async () => {
    // a cursor of the by-name list is no position in a list by distance
    const byName = encodeCursor({ at: "Alpha Autos", id: "00000000-0000-4000-8000-000000000000" });
    const mixed = await list(`?near=LS14DY&cursor=${byName}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields).toEqual({ cursor: CURSOR_MESSAGE });
    const bad = await list("?near=not-a-postcode");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.near).toBe("Please enter a valid UK postcode");
    const unplaced = await list("?search=garage.example&near=ZZ9%209ZZ");
    expect(unplaced.statusCode).toBe(200);
    expect(unplaced.json().items.map((g: { name: string }) => g.name)).toEqual([
      "Alpha Autos",
      "Beta Brakes",
    ]);
  });

  it("takes a postcode and a service radius of 1 to 100 miles, and locates the garage", async () => {
    const id = await storedGarage({ name: "Radius", email: "radius@garage.example" });
    const res = await edit(id, { postcode: "m1 1ae", serviceRadiusMiles: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postcode: "M1 1AE", serviceRadiusMiles: 25 });
    const [row] = await ctx.db.select().from(garages).where(eq(garages.id, id));
    expect(row).toMatchObject({ latitude: 53.48236, longitude: -2.23562, locatedBy: "sector" });
    for (const radius of [0, 101, 2.5, "ten"]) {
      const refused = await edit(id, { serviceRadiusMiles: radius });
      expect(refused.statusCode, String(radius)).toBe(400);
      expect(refused.json().error.fields.serviceRadiusMiles).toBe(GARAGE_MESSAGES.serviceRadius);
    }
    const badPostcode = await edit(id, { postcode: "M1" });
    expect(badPostcode.json().error.fields.postcode).toBe("Please enter a valid UK postcode");
  });

  it("asks a garage added before postcodes for one with its first edit", async () => {
    const id = await storedGarage({ name: "Old", email: "old@garage.example", postcode: null });
    const refused = await edit(id, { phone: "0113 496 0000" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ postcode: GARAGE_MESSAGES.postcode });
    const [unchanged] = await ctx.db.select().from(garages).where(eq(garages.id, id));
    expect(unchanged!.phone).toBe("020 7946 0000");
    const res = await edit(id, { phone: "0113 496 0000", postcode: "LS1 4DY" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: "0113 496 0000", postcode: "LS1 4DY" });
  });

  it("answers 404 for an unknown garage", async () => {
    const res = await edit("00000000-0000-4000-8000-000000000000", { name: "X" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(GARAGE_NOT_FOUND_MESSAGE);
  });

  it("role matrix", async () => {
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/garages", { admin: 200 });
    await expectRoleMatrix(
      ctx,
      accounts,
      "PATCH",
      `/api/admin/garages/${beta}`,
      { admin: 200 },
      {
        contactPerson: "Bea",
      },
    );
  });
});
