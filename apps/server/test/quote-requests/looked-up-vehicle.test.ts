import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests, user, vehicles } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { postLookup, useVehicleLookupApp } from "../vehicles/lookup-app.ts";

// The offline provider (the default) answers AB12 CDE as a Volkswagen Golf and knows no ZZ99 ZZZ.
const ctx = useVehicleLookupApp();

const ANOTHER_PLATE =
  "These details were found for a different registration. Press Find again, or choose the make and model.";

const submit = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: { cookie, origin: ctx.config.publicUrl },
    payload,
  });

async function storedFor(email: string) {
  const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
  const requests = await ctx.db
    .select({
      registration: quoteRequests.vehicleRegistration,
      make: quoteRequests.vehicleMake,
      model: quoteRequests.vehicleModel,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, account!.id));
  const saved = await ctx.db
    .select({ registration: vehicles.registration })
    .from(vehicles)
    .where(eq(vehicles.userId, account!.id));
  return { requests, vehicles: saved };
}

describe("a quote request's looked-up vehicle", () => {
  it("refuses a make and model looked up for another plate, and stores nothing", async () => {
    const email = "wrong.car@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    const found = await postLookup(ctx, { registrationNumber: "AB12 CDE" });
    expect(found.json()).toMatchObject({ make: "VOLKSWAGEN", model: "Golf" });
    expect((await postLookup(ctx, { registrationNumber: "ZZ99 ZZZ" })).statusCode).toBe(404);

    const res = await submit(
      cookie,
      quoteForm({ registration: "ZZ99 ZZZ", lookedUpRegistration: "AB12CDE" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ make: ANOTHER_PLATE, model: ANOTHER_PLATE });
    expect(await storedFor(email)).toEqual({ requests: [], vehicles: [] });
  });

  it("takes details looked up for the plate sent, however either is written", async () => {
    const email = "right.car@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    await postLookup(ctx, { registrationNumber: "AB12CDE" });
    const res = await submit(
      cookie,
      quoteForm({ registration: "ab12 cde", lookedUpRegistration: "AB12 CDE", model: "Golf GTI" }),
    );
    expect(res.statusCode).toBe(201);
    expect(await storedFor(email)).toEqual({
      requests: [{ registration: "AB12CDE", make: "VOLKSWAGEN", model: "Golf GTI" }],
      vehicles: [{ registration: "AB12CDE" }],
    });
  });

  it("takes a make and model the customer entered for a plate no lookup knows", async () => {
    const email = "own.car@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    const res = await submit(
      cookie,
      quoteForm({
        registration: "ZZ99ZZZ",
        make: "Lotus",
        model: "Elise",
        lookedUpRegistration: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect((await storedFor(email)).requests).toEqual([
      { registration: "ZZ99ZZZ", make: "Lotus", model: "Elise" },
    ]);
  });
});
