// The demo data: accounts for each role, a garage directory and quote requests in
// every status, with quotes, messages, a paid fee and its reward points. Times are
// relative to `now`, so request priorities (Low / Medium / High) vary on every run.
import { DEFAULT_SETTINGS } from "@automobi/domain";
import { generateId } from "better-auth";
import { sql } from "drizzle-orm";
import { type PasswordHashing, passwordHasher } from "../access/password-hashing.ts";
import type { Database, Tx } from "../db/client.ts";
import { onlyRow } from "../db/rows.ts";
import * as schema from "../db/schema/index.ts";
import type { SettingValue } from "../db/schema/settings.ts";
import type { SETTING_KEYS } from "../db/schema/values.ts";
import { placeOf } from "../records/places.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_EMAIL,
  DEMO_GARAGE_USER,
  DEMO_PASSWORD,
} from "./data/accounts.ts";
import { londonDate, need, type SeedContext } from "./data/context.ts";
import { DEMO_SUPPORT_EMAIL } from "./data/extras.ts";
import { DEMO_GARAGES } from "./data/garages.ts";
import { DEMO_REQUESTS } from "./data/requests.ts";
import { DEMO_STAFF_TOTP_SECRET, enrolDemoStaff } from "./data/two-factor.ts";
import { DEMO_VEHICLES } from "./data/vehicles.ts";
import { insertRequest } from "./data/write-requests.ts";
import { insertNotificationsAndAppointments, insertTickets } from "./data/write-support.ts";

export { DEMO_ACCOUNTS, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET };

export interface SeedDemoOptions {
  /** The moment the demo data is relative to; defaults to the current time. */
  now?: Date;
  /** The support inbox that rejection feedback is addressed to. */
  supportEmail?: string;
  /**
   * The server's auth secret: given, the demo staff accounts have two-step verification on
   * with the published key (decision 042); without it they set it up at their first sign-in.
   */
  authSecret?: string;
  /** How the demo password is hashed: the server's own choice (standard unless told). */
  passwordHashing?: PasswordHashing;
}

const HOUR_MS = 60 * 60 * 1000;
/** An arbitrary advisory-lock key, held while the demo data is written. */
const SEED_LOCK_KEY = 7_204_311;

/** The settings rows as first installed: the domain's defaults. */
const DEFAULT_SETTING_ROWS = {
  platform_name: DEFAULT_SETTINGS.platformName,
  payment_fee_pence: DEFAULT_SETTINGS.paymentFeePence,
  reward_points_per_payment: DEFAULT_SETTINGS.rewardPointsPerPayment,
  max_quote_response_hours: DEFAULT_SETTINGS.maxQuoteResponseHours,
  vat_rate_percent: DEFAULT_SETTINGS.vatRatePercent,
  vat_number: DEFAULT_SETTINGS.vatNumber,
  deleted_request_retention_days: DEFAULT_SETTINGS.deletedRequestRetentionDays,
} satisfies Record<(typeof SETTING_KEYS)[number], SettingValue>;

/**
 * Creates the demo data in a database with no accounts yet; does nothing otherwise. Emptiness,
 * not the presence of the demo customer, decides: a demo account may have been edited since,
 * and loading everything again would clash with the accounts that are still there.
 */
export async function seedDemo(
  db: Database,
  options: SeedDemoOptions = {},
): Promise<{ created: boolean }> {
  if (await hasAccounts(db)) return { created: false };
  const now = options.now ?? new Date();
  // scrypt is slow on purpose (about 70 ms a hash): hash before opening the transaction, and
  // once. Every demo account has the same published password, so one salted hash for all of
  // them tells nobody anything the README does not; an account that changes its password gets
  // a hash of its own. Six hashes took about 260 ms of a first start on two cores.
  const passwordHash = await passwordHasher(options.passwordHashing ?? "standard").hash(
    DEMO_PASSWORD,
  );

  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL server: only the first one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAccounts(tx)) return { created: false };
    const ctx: SeedContext = {
      tx,
      now,
      at: (hours) => new Date(now.getTime() - hours * HOUR_MS),
      supportEmail: options.supportEmail ?? DEMO_SUPPORT_EMAIL,
      accounts: new Map(),
      garages: new Map(),
      vehicles: new Map(),
      requests: new Map(),
    };
    await insertAccounts(ctx, passwordHash);
    if (options.authSecret) {
      const staff = DEMO_ACCOUNTS.filter((a) => a.role === "admin" || a.role === "super_admin");
      await enrolDemoStaff(
        tx,
        options.authSecret,
        staff.map((a) => need(ctx.accounts, a.key).id),
      );
    }
    await insertGarages(ctx);
    await ctx.tx.insert(schema.garageUsers).values({
      userId: need(ctx.accounts, "garage").id,
      garageId: need(ctx.garages, DEMO_GARAGE_USER.garage),
    });
    await insertVehicles(ctx);
    for (const request of DEMO_REQUESTS) await insertRequest(ctx, request);
    await insertTickets(ctx);
    await insertNotificationsAndAppointments(ctx);
    await tx
      .insert(schema.settings)
      .values(
        Object.entries(DEFAULT_SETTING_ROWS).map(([key, value]) => ({
          key: key as keyof typeof DEFAULT_SETTING_ROWS,
          value,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    return { created: true };
  });
}

async function hasAccounts(db: Database | Tx): Promise<boolean> {
  const rows = await db.select({ id: schema.user.id }).from(schema.user).limit(1);
  return rows.length > 0;
}

async function insertAccounts(ctx: SeedContext, passwordHash: string): Promise<void> {
  const users: (typeof schema.user.$inferInsert)[] = [];
  const credentials: (typeof schema.account.$inferInsert)[] = [];
  const profiles: (typeof schema.profiles.$inferInsert)[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const id = generateId();
    const joined = ctx.at(account.joinedDaysAgo * 24);
    ctx.accounts.set(account.key, { account, id });
    const { firstName, lastName, phone, postcode, address } = account;
    users.push({
      id,
      name: `${firstName} ${lastName}`,
      email: account.email,
      emailVerified: true,
      role: account.role,
      createdAt: joined,
      updatedAt: joined,
    });
    // better-auth keeps an e-mail/password login as a "credential" account whose account_id is the user id
    credentials.push({
      id: generateId(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
      createdAt: joined,
      updatedAt: joined,
    });
    if (account.role === "customer") {
      profiles.push({
        userId: id,
        firstName,
        lastName,
        postcode,
        mobile: phone,
        address,
        createdAt: joined,
        updatedAt: joined,
      });
    }
  }
  await ctx.tx.insert(schema.user).values(users);
  await ctx.tx.insert(schema.account).values(credentials);
  await ctx.tx.insert(schema.profiles).values(profiles);
}

async function insertGarages(ctx: SeedContext): Promise<void> {
  const listed = ctx.at(60 * 24);
  for (const garage of DEMO_GARAGES) {
    const { key, specialties, ...columns } = garage;
    const row = onlyRow(
      await ctx.tx
        .insert(schema.garages)
        .values({
          ...columns,
          ...placeOf(columns.postcode),
          specialties: [...specialties],
          createdAt: listed,
          updatedAt: listed,
        })
        .returning({ id: schema.garages.id }),
      "the demo garage",
    );
    ctx.garages.set(key, row.id);
  }
}

async function insertVehicles(ctx: SeedContext): Promise<void> {
  for (const vehicle of DEMO_VEHICLES) {
    const added = ctx.at(vehicle.addedDaysAgo * 24);
    const row = onlyRow(
      await ctx.tx
        .insert(schema.vehicles)
        .values({
          userId: need(ctx.accounts, vehicle.customer).id,
          registration: vehicle.registration,
          make: vehicle.make,
          model: vehicle.model,
          year: vehicle.year,
          motDueDate:
            vehicle.motDueInDays === null ? null : londonDate(ctx.at(-vehicle.motDueInDays * 24)),
          createdAt: added,
          updatedAt: added,
        })
        .returning({ id: schema.vehicles.id }),
      "the demo vehicle",
    );
    ctx.vehicles.set(`${vehicle.customer}:${vehicle.registration}`, {
      id: row.id,
      make: vehicle.make,
      model: vehicle.model,
    });
  }
}
