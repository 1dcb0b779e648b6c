import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, expect } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { type TestApp, usePrepared } from "../support/test-app.ts";

export type Who = "anonymous" | "owner" | "stranger" | "admin" | "superAdmin";

/** A clock the app reads through `clock`: tests set it to a fixed London time. */
export function fixedClock(iso: string) {
  const state = { now: new Date(iso) };
  return {
    now: () => state.now,
    set: (next: string) => {
      state.now = new Date(next);
    },
  };
}

/** 10:30 on Tuesday 10 March 2026 in London (GMT): the tests' "now". */
export const NOW = "2026-03-10T10:30:00Z";
export const TODAY = "2026-03-10";
export const TOMORROW = "2026-03-11";

/** Four signed-in accounts: the customer, another customer, an admin and a super admin. */
export function useAccounts(ctx: TestApp) {
  const accounts = {
    cookies: { anonymous: "", owner: "", stranger: "", admin: "", superAdmin: "" } as Record<
      Who,
      string
    >,
    ids: {} as Record<Exclude<Who, "anonymous">, string>,
  };
  const emails = {
    owner: "owner@example.com",
    stranger: "stranger@example.com",
    admin: "staff@example.com",
    superAdmin: "boss@example.com",
  } as const;
  // Signed up once per run; each file starts from a copy of the database they were made in.
  const prepared = usePrepared(ctx, "vehicles-appointments/fixtures accounts", async (app, db) => ({
    owner: await signedInAs(app, db, emails.owner),
    stranger: await signedInAs(app, db, emails.stranger),
    admin: await signedInAs(app, db, emails.admin, "admin"),
    superAdmin: await signedInAs(app, db, emails.superAdmin, "super_admin"),
  }));
  beforeAll(async () => {
    if (!prepared.current) throw new Error("the accounts were not prepared");
    Object.assign(accounts.cookies, prepared.current);
    const rows = await ctx.db.select({ id: user.id, email: user.email }).from(user);
    for (const [who, email] of Object.entries(emails)) {
      accounts.ids[who as keyof typeof emails] = rows.find((r) => r.email === email)!.id;
    }
  });
  return accounts;
}

/** An API call as the browser makes it: the account's cookie and our own Origin. */
export function call(
  ctx: TestApp,
  cookie: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie, origin: ctx.config.publicUrl } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Adds a plate of the offline lookup (AB12CDE is a Volkswagen Golf) for the account. */
export async function savedVehicle(ctx: TestApp, cookie: string, registration = "AB12CDE") {
  // Tests add more vehicles than a customer's limit allows in ten minutes.
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'vehicle-add')`);
  const res = await call(ctx, cookie, "POST", "/api/vehicles", { registration });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; registration: string; make: string; model: string };
}

/** Books a slot for a vehicle; answers the response. */
export async function book(
  ctx: TestApp,
  cookie: string,
  body: { vehicleId: string; serviceType?: string; date?: string; hour?: number },
) {
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'appointment-book')`);
  return call(ctx, cookie, "POST", "/api/appointments", {
    serviceType: "mot-test",
    date: TOMORROW,
    hour: 9,
    ...body,
  });
}

export function errorOf(res: LightMyRequestResponse) {
  return (res.json() as { error: { code: string; message: string; fields?: object } }).error;
}
