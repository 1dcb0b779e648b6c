import { randomUUID } from "node:crypto";
import type { RequestStatus, TravelDistance } from "@automobi/domain";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import {
  adminMessages,
  auditLog,
  garages,
  quoteRequests,
  quotes,
  user,
} from "../../src/db/schema/index.ts";
import { placeOf } from "../../src/records/places.ts";
import { nextClientIp, signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { type TestApp, usePrepared } from "../support/test-app.ts";

export type Who = "anonymous" | "customer" | "other" | "admin" | "superAdmin";

export interface Accounts {
  cookies: Record<Exclude<Who, "anonymous">, string>;
  customerId: string;
  otherId: string;
}

export const CUSTOMER_EMAIL = "driver@example.com";
export const OTHER_EMAIL = "someone-else@example.com";
export const ADMIN_EMAIL = "staff@example.com";

/** A customer, another customer, an admin and a super admin, signed in before the file's tests. */
export function useAccounts(ctx: TestApp): Accounts {
  const accounts = { cookies: {} } as Accounts;
  // Signed up once per run; each file starts from a copy of the database they were made in.
  const prepared = usePrepared(ctx, "admin/fixtures accounts", async (app, db) => ({
    customer: await signedInAs(app, db, CUSTOMER_EMAIL),
    other: await signedInAs(app, db, OTHER_EMAIL),
    admin: await signedInAs(app, db, ADMIN_EMAIL, "admin"),
    superAdmin: await signedInAs(app, db, "boss@example.com", "super_admin"),
  }));
  beforeAll(async () => {
    if (!prepared.current) throw new Error("the accounts were not prepared");
    Object.assign(accounts.cookies, prepared.current);
    accounts.customerId = await userId(ctx, CUSTOMER_EMAIL);
    accounts.otherId = await userId(ctx, OTHER_EMAIL);
  });
  return accounts;
}

async function userId(ctx: TestApp, email: string) {
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** A call as a browser on our own page makes it, as `who`. */
export function call(
  ctx: TestApp,
  accounts: Accounts,
  who: Who,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) {
  const cookie = who === "anonymous" ? undefined : accounts.cookies[who];
  return ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A request submitted through the API by the customer; answers its id. */
export async function submittedRequest(
  ctx: TestApp,
  cookie: string,
  form: Record<string, unknown> = {},
) {
  // Tests submit more requests than a customer's hourly limit allows.
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'quote-submit')`);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: quoteForm(form),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A request written straight to the database (fast, for lists): `hoursAgo` sets its
 * submission time; a deleted one is deleted `deletedHoursAgo` hours ago.
 */
export async function storedRequest(
  ctx: TestApp,
  userId: string,
  options: {
    status?: RequestStatus;
    hoursAgo?: number;
    services?: string[];
    deletedHoursAgo?: number;
    email?: string;
  } = {},
) {
  const status = options.status ?? "pending";
  const createdAt = new Date(Date.now() - (options.hoursAgo ?? 0) * HOUR_MS);
  const [row] = await ctx.db
    .insert(quoteRequests)
    .values({
      userId,
      customerEmail: options.email ?? CUSTOMER_EMAIL,
      vehicleRegistration: "AB12CDE",
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      services: options.services ?? ["oil-service", "brake-service"],
      description: "Grinding noise when braking",
      damageType: "wear",
      budgetRange: "100-300",
      postcode: "SW1A 1AA",
      mobile: "07700900123",
      travelDistance: "10-miles",
      timeframe: "this-week",
      availability: "Weekday mornings",
      status,
      createdAt,
      updatedAt: createdAt,
      completedAt: status === "completed" ? new Date() : null,
      deletedAt:
        status === "deleted"
          ? new Date(Date.now() - (options.deletedHoursAgo ?? 0) * HOUR_MS)
          : null,
    })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

/** A stored request from `postcode`, placed as a submitted one is (its sector's centre). */
export async function placedRequest(
  ctx: TestApp,
  userId: string,
  postcode: string,
  travelDistance: TravelDistance,
  options: Parameters<typeof storedRequest>[2] = {},
) {
  const id = await storedRequest(ctx, userId, options);
  await ctx.db
    .update(quoteRequests)
    .set({ postcode, travelDistance, ...placeOf(postcode) })
    .where(eq(quoteRequests.id, id));
  return id;
}

/** A garage and a quote on the request, written straight to the database. */
export async function storedQuote(
  ctx: TestApp,
  requestId: string,
  options: { status?: "pending" | "accepted" | "rejected"; pricePence?: number } = {},
) {
  const [garage] = await ctx.db
    .insert(garages)
    .values({
      name: "Brake Masters",
      address: "1 High Street, London",
      phone: "020 7946 0000",
      email: `garage-${randomUUID()}@example.com`,
    })
    .returning({ id: garages.id });
  const status = options.status ?? "pending";
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      quoteRequestId: requestId,
      garageId: garage!.id,
      pricePence: options.pricePence ?? 12_000,
      description: "Front pads and discs",
      estimatedDuration: "2-3 hours",
      status,
      decidedAt: status === "pending" ? null : new Date(),
    })
    .returning({ id: quotes.id });
  return quote!.id;
}

export async function storedMessage(
  ctx: TestApp,
  requestId: string,
  values: { subject: string; message: string; kind?: "admin_message" | "rejection_feedback" },
  sentAt = new Date(),
) {
  const [row] = await ctx.db
    .insert(adminMessages)
    .values({
      quoteRequestId: requestId,
      adminEmail: ADMIN_EMAIL,
      customerEmail: CUSTOMER_EMAIL,
      sentAt,
      createdAt: sentAt,
      ...values,
    })
    .returning({ id: adminMessages.id });
  return row!.id;
}

export async function requestRow(ctx: TestApp, id: string) {
  const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row;
}

export async function auditEntries(ctx: TestApp, targetId: string, action?: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined));
}

/** The admin quote form as staff fill it in, with untrimmed and mixed-case text. */
export const QUOTE = {
  garageName: "  Brake Masters  ",
  garagePhone: "020 7946 0000",
  garageAddress: "1 High Street, London",
  garageEmail: "Bookings@Brake-Masters.Example",
  garagePostcode: "sw1a 2aa",
  pricePence: 12_050,
  description: "Front pads and discs <script>x</script>",
  estimatedDuration: "2-3 hours",
  warrantyInfo: "12 months parts and labour",
};

/** Staff enter a quote for the request (POST /api/admin/quote-requests/:id/quotes). */
export function addQuoteAs(
  ctx: TestApp,
  accounts: Accounts,
  requestId: string,
  body: Record<string, unknown> = QUOTE,
) {
  return call(
    ctx,
    accounts,
    "admin",
    "POST",
    `/api/admin/quote-requests/${requestId}/quotes`,
    body,
  );
}

/** A directory garage, in SW1A 2AA unless told otherwise (`postcode: null`: added before postcodes). */
export async function storedDirectoryGarage(
  ctx: TestApp,
  values: Partial<typeof garages.$inferInsert> & { name: string; email: string },
) {
  const postcode = values.postcode === undefined ? "SW1A 2AA" : values.postcode;
  const [row] = await ctx.db
    .insert(garages)
    .values({
      address: "1 High Street, London",
      phone: "020 7946 0000",
      ...values,
      postcode,
      ...placeOf(postcode),
    })
    .returning({ id: garages.id });
  return row!.id;
}

/**
 * A super admin saves System Settings: the spec's defaults for the four required fields, with
 * `changes` on top (the VAT number, the retention period, ...).
 */
export function saveSettings(ctx: TestApp, accounts: Accounts, changes: Record<string, unknown>) {
  return ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    remoteAddress: nextClientIp(),
    headers: { cookie: accounts.cookies.superAdmin, origin: ctx.config.publicUrl },
    payload: {
      platformName: "Automobi",
      paymentFeePence: 300,
      rewardPointsPerPayment: 10,
      maxQuoteResponseHours: 24,
      ...changes,
    },
  });
}
