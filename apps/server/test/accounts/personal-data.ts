import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { quoteRequests, quotes, user } from "../../src/db/schema/index.ts";
import { type Accounts, call, QUOTE, storedDirectoryGarage } from "../admin/fixtures.ts";
import { images, multipart } from "../customer-area/fixtures.ts";
import {
  confirmEmail,
  cookieHeader,
  GOOD_PASSWORD,
  nextClientIp,
  register,
  signIn,
} from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import type { TestApp } from "../support/test-app.ts";

// A customer with a whole history here, for the tests of their data's export and erasure
// (issue 32), and a search of every column of every table for what names them.

/** A customer no one else shares a word with: every trace of them can be looked for. */
export const PERSON = {
  firstName: "Zebedee",
  lastName: "Quillfeather",
  email: "zebedee.quillfeather@example.com",
  phone: "07700 900777",
  postcode: "bs1 4dj",
};
export const NEEDLES = [PERSON.email, "Zebedee", "Quillfeather", "07700900777", "07700 900777"];

export const as = (
  ctx: TestApp,
  cookie: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

export async function signedUp(ctx: TestApp, person: typeof PERSON) {
  const reg = await register(ctx.app, person);
  expect(reg.statusCode, reg.body).toBe(201);
  await confirmEmail(ctx.app, ctx.db, person.email);
  const signedIn = await signIn(ctx.app, person.email, GOOD_PASSWORD, true);
  expect(signedIn.statusCode).toBe(200);
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
  return { cookie: cookieHeader(signedIn), userId: row?.id ?? "" };
}

/**
 * Every text, character, array and JSON column of every table in the schema, with the rows
 * where it holds `needle` (any letter case): what a search of the whole database finds.
 */
export async function everywhere(ctx: TestApp, needle: string) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    ctx.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'ARRAY', 'jsonb', 'json')
        order by table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hit] = await queryRows<{ n: number | string }>(
      ctx.db,
      sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    );
    if (Number(hit?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The customer's whole life here: a request with a photo, messages, a paid and reviewed job. */
export async function fullHistory(ctx: TestApp, accounts: Accounts, cookie: string) {
  const submitted = await as(ctx, cookie, "POST", "/api/quote-requests", {
    ...quoteForm({ firstName: PERSON.firstName, lastName: PERSON.lastName }),
    mobile: PERSON.phone,
    postcode: PERSON.postcode,
    registration: "zq19 abc",
    description: "Zebedee here: the brakes squeal at the lights.",
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const requestId: string = submitted.json().id;
  const body = multipart({ data: images.png(), filename: "zebedee-quillfeather.png" });
  const photo = await ctx.app.inject({
    method: "POST",
    url: `/api/quote-requests/${requestId}/photos`,
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl, ...body.headers },
    payload: body.payload,
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const profile = await as(ctx, cookie, "PUT", "/api/profile", {
    fullName: `${PERSON.firstName} ${PERSON.lastName}`,
    phone: PERSON.phone,
    postcode: PERSON.postcode,
    address: "17 Larkspur Lane, Bristol",
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const message = await call(
    ctx,
    accounts,
    "admin",
    "POST",
    `/api/admin/quote-requests/${requestId}/messages`,
    { subject: "Your brakes, Zebedee", message: "Hello Zebedee Quillfeather, which lights?" },
  );
  expect(message.statusCode, message.body).toBe(201);
  const reply = await as(ctx, cookie, "POST", `/api/messages/${message.json().id}/replies`, {
    message: "The ones by Quillfeather Bakery, call 07700 900777.",
  });
  expect(reply.statusCode, reply.body).toBe(201);
  // A service booked for the saved vehicle, a week ahead (London's calendar day is near enough).
  const vehicles = await as(ctx, cookie, "GET", "/api/vehicles");
  const vehicleId: string = vehicles.json().items[0]?.id;
  const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const booked = await as(ctx, cookie, "POST", "/api/appointments", {
    vehicleId,
    serviceType: "mot-test",
    date,
    hour: 11,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const garageId = await storedDirectoryGarage(ctx, {
    name: "Erasure Garage",
    email: "erasure-garage@example.com",
  });
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      quoteRequestId: requestId,
      garageId,
      pricePence: QUOTE.pricePence,
      description: "Pads",
      estimatedDuration: "1 hour",
    })
    .returning({ id: quotes.id });
  await ctx.db
    .update(quoteRequests)
    .set({ status: "quoted" })
    .where(eq(quoteRequests.id, requestId));
  expect((await as(ctx, cookie, "POST", `/api/quotes/${quote?.id}/accept`)).statusCode).toBe(200);
  return { requestId, garageId };
}
