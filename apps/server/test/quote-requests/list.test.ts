import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

const list = (cookie: string, query = "") =>
  ctx.app.inject({ method: "GET", url: `/api/quote-requests${query}`, headers: { cookie } });

describe("GET /api/quote-requests", () => {
  it("lists only the signed-in customer's requests, newest first, whatever the query says", async () => {
    const alice = await signedInAs(ctx.app, ctx.db, "alice@example.com");
    const bob = await signedInAs(ctx.app, ctx.db, "bob@example.com");
    for (const model of ["Golf", "Polo"]) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/quote-requests",
        headers: { cookie: alice, origin: ctx.config.publicUrl },
        payload: quoteForm({ model }),
      });
    }
    await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { cookie: bob, origin: ctx.config.publicUrl },
      payload: quoteForm({ model: "Tiguan" }),
    });

    const mine = await list(alice);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    expect(mine.json().items.map((r: { vehicleModel: string }) => r.vehicleModel)).toEqual([
      "Polo",
      "Golf",
    ]);
    expect(mine.json().items[0]).toMatchObject({ customerEmail: "alice@example.com", quotes: [] });

    const theirs = await list(bob, "?userId=alice&customerEmail=alice@example.com");
    expect(theirs.json().items.map((r: { customerEmail: string }) => r.customerEmail)).toEqual([
      "bob@example.com",
    ]);
  });

  it("pages the list and refuses a bad page size", async () => {
    const carol = await signedInAs(ctx.app, ctx.db, "carol@example.com");
    for (const model of ["Golf", "Polo", "Passat"]) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/quote-requests",
        headers: { cookie: carol, origin: ctx.config.publicUrl },
        payload: quoteForm({ model }),
      });
    }
    const page1 = await list(carol, "?pageSize=2");
    expect(page1.json()).toMatchObject({ pageSize: 2, total: 3 });
    const page2 = await list(carol, `?pageSize=2&cursor=${page1.json().nextCursor}`);
    expect(page2.json()).toMatchObject({ pageSize: 2, total: 3, nextCursor: null });
    expect(page2.json().items.map((r: { vehicleModel: string }) => r.vehicleModel)).toEqual([
      "Golf",
    ]);
    const bad = await list(carol, "?pageSize=1000");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pageSize).toBe("Page size must be 100 or fewer");
  });

  it("needs a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/quote-requests" })).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/quote-requests/:id", () => {
  it("gives one of the customer's requests as the lists show it, and another's as not found", async () => {
    const dan = await signedInAs(ctx.app, ctx.db, "dan@example.com");
    const erin = await signedInAs(ctx.app, ctx.db, "erin@example.com");
    for (const model of ["Golf", "Polo", "Passat"]) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/quote-requests",
        headers: { cookie: dan, origin: ctx.config.publicUrl },
        payload: quoteForm({ model }),
      });
    }
    // The oldest, beyond a first page of one: a notification's link may name it.
    const oldest = (await list(dan, "?pageSize=3")).json().items[2];
    expect(oldest.vehicleModel).toBe("Golf");
    const one = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${oldest.id}`,
      headers: { cookie: dan },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(oldest);

    const notTheirs = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${oldest.id}`,
      headers: { cookie: erin },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.message).toBe(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    const signedOut = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${oldest.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
