import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, garageUsers, user } from "../../src/db/schema/index.ts";
import { runGarageDigests } from "../../src/features/garage-portal/digest.ts";
import { placedRequest, storedDirectoryGarage, useAccounts } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const HOUR = 60 * 60 * 1000;
const FITTER = "fitter@leeds-digest.example";

/** The digests queued to an address, oldest first. */
async function digestsTo(address: string) {
  return ctx.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, "garage-nearby-digest")),
    )
    .orderBy(emailOutbox.createdAt);
}

const run = (at: number) =>
  runGarageDigests({ db: ctx.db, outbox: ctx.app.services.outbox }, new Date(at));

describe("the hourly digest of new nearby requests", () => {
  let cookie: string;
  let garageId: string;
  let userId: string;
  beforeAll(async () => {
    garageId = await storedDirectoryGarage(ctx, {
      name: "Leeds Digest Motors",
      email: "desk@leeds-digest.example",
      postcode: "LS1 4DY",
    });
    cookie = await garageUserCookie(ctx.app, ctx.db, accounts.cookies.admin, garageId, FITTER);
    const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, FITTER));
    userId = row!.id;
    // The garage's user joined three hours ago.
    await ctx.db
      .update(garageUsers)
      .set({ nearbyDigestFrom: new Date(Date.now() - 3 * HOUR) })
      .where(eq(garageUsers.userId, userId));
  });
  const preferences = (payload?: object) =>
    ctx.app.inject({
      method: payload ? "PATCH" : "GET",
      url: "/api/garage/preferences",
      remoteAddress: nextClientIp(),
      headers: { cookie, origin: ctx.config.publicUrl },
      ...(payload ? { payload } : {}),
    });

  it("e-mails the requests new near the garage since the user joined, never those before or far away", async () => {
    const id = accounts.customerId;
    await placedRequest(ctx, id, "LS6 2QR", "anywhere", { hoursAgo: 2 });
    await placedRequest(ctx, id, "HX1 1AA", "anywhere", { hoursAgo: 1 });
    await placedRequest(ctx, id, "LS1 4DY", "anywhere", { hoursAgo: 4 }); // before joining
    await placedRequest(ctx, id, "YO1 7HH", "anywhere", { hoursAgo: 1 }); // beyond 15 miles
    await placedRequest(ctx, id, "BD1 1AA", "5-miles", { hoursAgo: 1 }); // customer won't travel
    expect(await run(Date.now())).toEqual({ skipped: false, queued: 1 });
    const [digest] = await digestsTo(FITTER);
    expect(digest!.subject).toBe("2 new requests near Leeds Digest Motors");
    expect(digest!.text).toContain("2 customers near you have asked for quotes:");
    // Newest first, each with the vehicle, the district, the services and the distance.
    expect(digest!.text).toContain(
      "- Volkswagen Golf in HX1: Oil Service, Brake Service (About 13.5 miles away)\n- Volkswagen Golf in LS6: Oil Service, Brake Service (About 1.4 miles away)",
    );
    expect(digest!.text).not.toMatch(/LS1|YO1|BD1|LS6 2QR/);
    expect(digest!.text).toContain("/garage");
  });

  it("sends at most one an hour, and the next names only what is new since", async () => {
    const sent = Date.now();
    await placedRequest(ctx, accounts.customerId, "WF1 1AA", "20-miles");
    expect(await run(sent + HOUR / 2)).toEqual({ skipped: false, queued: 0 });
    expect(await digestsTo(FITTER)).toHaveLength(1);
    expect(await run(sent + HOUR + 60_000)).toEqual({ skipped: false, queued: 1 });
    const [, next] = await digestsTo(FITTER);
    expect(next!.subject).toBe("1 new request near Leeds Digest Motors");
    expect(next!.text).toContain("Volkswagen Golf in WF1");
    expect(next!.text).not.toContain("HX1");
  });

  it("is off when the user turns it off, and starts afresh when turned back on", async () => {
    expect((await preferences()).json()).toEqual({ nearbyDigest: true });
    const off = await preferences({ nearbyDigest: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ nearbyDigest: false });
    await placedRequest(ctx, accounts.customerId, "LS6 2QR", "anywhere");
    expect(await run(Date.now() + 3 * HOUR)).toMatchObject({ queued: 0 });
    expect((await preferences({ nearbyDigest: true })).json()).toEqual({ nearbyDigest: true });
    // The request made while it was off is not sent, even hours later.
    expect(await run(Date.now() + 3 * HOUR)).toMatchObject({ queued: 0 });
    expect(await digestsTo(FITTER)).toHaveLength(2);
    const bad = await preferences({ nearbyDigest: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Nearby request e-mails must be on (true) or off (false)");
  });

  it("sends nothing to a suspended garage's users", async () => {
    await ctx.db
      .update(garageUsers)
      .set({ nearbyDigestFrom: new Date(Date.now() - 3 * HOUR) })
      .where(eq(garageUsers.userId, userId));
    const suspended = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/garages/${garageId}/suspend`,
      remoteAddress: nextClientIp(),
      headers: { cookie: accounts.cookies.admin, origin: ctx.config.publicUrl },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await placedRequest(ctx, accounts.customerId, "LS6 2QR", "anywhere");
    expect(await run(Date.now() + 3 * HOUR)).toMatchObject({ queued: 0 });
    expect(await digestsTo(FITTER)).toHaveLength(2);
  });
});
