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
