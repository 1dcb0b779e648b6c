import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, quoteRequests, quotes } from "../../src/db/schema/index.ts";
import {
  auditEntries,
  call,
  placedRequest,
  storedDirectoryGarage,
  useAccounts,
} from "../admin/fixtures.ts";
import { GOOD_PASSWORD, nextClientIp, signIn } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
const GARAGE_USER = "fitter@suspended.example";

const as = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

describe("Suspending a garage", () => {
  let garage: string;
  let cookie: string;
  let requestId: string;
  let quoteId: string;
  beforeAll(async () => {
    garage = await storedDirectoryGarage(ctx, {
      name: "Suspect Motors",
      email: "desk@suspended.example",
      postcode: "LS1 4DY",
    });
    cookie = await garageUserCookie(ctx.app, ctx.db, accounts.cookies.admin, garage, GARAGE_USER);
    requestId = await placedRequest(ctx, accounts.customerId, "LS6 2QR", "10-miles");
    const quoted = await as(cookie, "POST", `/api/garage/requests/${requestId}/quotes`, {
      breakdown: { partsPence: 5_000, labourPence: 5_000 },
      description: "Brake fluid change",
      estimatedDuration: "1 hour",
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    quoteId = quoted.json().quote.id;
  });
  const staff = (action: "suspend" | "reinstate") =>
    call(ctx, accounts, "admin", "POST", `/api/admin/garages/${garage}/${action}`, {});

  it("signs its users out, keeps them out, and withdraws its pending quotes with the customer told", async () => {
    expect((await as(cookie, "GET", "/api/garage/portal")).statusCode).toBe(200);
    const suspended = await staff("suspend");
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended: true, withdrawnQuotes: 1 });
    // The session is gone: within a second, on this process's cache too.
    await expect
      .poll(async () => (await as(cookie, "GET", "/api/garage/portal")).statusCode, {
        timeout: 1_000,
      })
      .toBe(401);
    const again = await signIn(ctx.app, GARAGE_USER, GOOD_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain("This garage's portal account is suspended. Please contact us.");

    const [quote] = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.status).toBe("withdrawn");
    const [request] = await ctx.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    expect(request!.status).toBe("pending");
    const told = await ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.quoteRequestId, requestId));
    expect(told.map((n) => n.kind)).toContain("quote_withdrawn");
    const audit = await auditEntries(ctx, garage, "garage.suspend");
    expect(audit[0]!.details).toMatchObject({ withdrawnQuotes: 1, usersSignedOut: 1 });
    expect((await staff("suspend")).statusCode).toBe(409);
  });

  it("reinstates sign-in, not the withdrawn quotes", async () => {
    const reinstated = await staff("reinstate");
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json()).toMatchObject({ suspended: false });
    const signedIn = await signIn(ctx.app, GARAGE_USER, GOOD_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [quote] = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.status).toBe("withdrawn");
    expect(await auditEntries(ctx, garage, "garage.reinstate")).toHaveLength(1);
    expect((await staff("reinstate")).statusCode).toBe(409);
    const listed = await call(ctx, accounts, "admin", "GET", "/api/admin/garages?search=Suspect");
    expect(listed.json().items[0]).toMatchObject({ name: "Suspect Motors", suspendedAt: null });
  });

  it("is for staff only", async () => {
    const url = `/api/admin/garages/${garage}/suspend`;
    expect((await call(ctx, accounts, "customer", "POST", url, {})).statusCode).toBe(403);
    expect((await call(ctx, accounts, "anonymous", "POST", url, {})).statusCode).toBe(401);
  });
});
