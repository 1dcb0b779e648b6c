import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { user, vehicleLookupCache, vehicles } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { dvsaEnv, playDvsaVehicles, token, tokenRoute } from "../vehicles/dvsa-fake.ts";
import { startFakeProvider } from "../vehicles/fake-provider.ts";
import { postLookup, useVehicleLookupApp } from "../vehicles/lookup-app.ts";

// The year and MOT due date of a saved vehicle come from the server's own lookup of the
// plate (here DVSA, played by a local server), never from what the browser sends.
const fake = await startFakeProvider();
afterAll(() => fake.close());
playDvsaVehicles(fake);
fake.answer(tokenRoute("tenant-facts"), token("token-facts"));
const ctx = useVehicleLookupApp(dvsaEnv(fake, "tenant-facts"));

const submit = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: { cookie, origin: ctx.config.publicUrl },
    payload,
  });

async function savedVehicles(email: string) {
  const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
  return ctx.db
    .select({
      registration: vehicles.registration,
      year: vehicles.year,
      motDueDate: vehicles.motDueDate,
    })
    .from(vehicles)
    .where(eq(vehicles.userId, account!.id));
}

describe("the vehicle saved with a quote request", () => {
  it("takes the year and MOT due date from the lookup of that plate, not from the form", async () => {
    const email = "mot.due@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    expect((await postLookup(ctx, { registrationNumber: "LC17 AAA" })).json()).toMatchObject({
      motDueDate: "2025-03-05",
      year: 2017,
    });

    const res = await submit(
      cookie,
      quoteForm({ registration: "lc17aaa", motDueDate: "2031-01-01", year: 1999 }),
    );
    expect(res.statusCode).toBe(201);
    expect(await savedVehicles(email)).toEqual([
      { registration: "LC17AAA", year: 2017, motDueDate: "2025-03-05" },
    ]);
  });

  it("leaves them empty for a plate never looked up, whatever the form says", async () => {
    const email = "never.looked.up@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    const res = await submit(
      cookie,
      quoteForm({ registration: "LC17 ZZZ", motDueDate: "2031-01-01", year: 1999 }),
    );
    expect(res.statusCode).toBe(201);
    expect(await savedVehicles(email)).toEqual([
      { registration: "LC17ZZZ", year: null, motDueDate: null },
    ]);
  });

  it("keeps the known MOT due date when a later request comes after the lookup expired", async () => {
    const email = "second.request@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    await postLookup(ctx, { registrationNumber: "LC73AAB" });
    expect((await submit(cookie, quoteForm({ registration: "LC73AAB" }))).statusCode).toBe(201);

    await ctx.db
      .update(vehicleLookupCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vehicleLookupCache.registration, "LC73AAB"));
    expect((await submit(cookie, quoteForm({ registration: "LC73AAB" }))).statusCode).toBe(201);
    expect(await savedVehicles(email)).toEqual([
      { registration: "LC73AAB", year: 2023, motDueDate: "2026-09-13" },
    ]);
  });

  it("still takes the request when the cached answer holds values the table refuses", async () => {
    const email = "odd.answer@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    await ctx.db.insert(vehicleLookupCache).values({
      registration: "LC17ODD",
      provider: "dvsa",
      result: {
        registration: "LC17ODD",
        make: "FORD",
        model: "Focus",
        year: 1200,
        fuelType: null,
        colour: null,
        motDueDate: "2025-02-30",
        source: "dvsa",
      },
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await submit(cookie, quoteForm({ registration: "LC17ODD" }));
    expect(res.statusCode).toBe(201);
    expect(await savedVehicles(email)).toEqual([
      { registration: "LC17ODD", year: null, motDueDate: null },
    ]);
  });
});
