import { GARAGE_PORTAL_MESSAGES } from "@automobi/domain/schemas";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import {
  account,
  garages,
  garageUsers,
  profiles,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from "../db/schema/index.ts";
import { greetingName } from "../email/greeting.ts";
import type { Outbox } from "../email/outbox.ts";
import { RateLimiter } from "../http/rate-limiter.ts";
import { CONFIRM_TOKEN_SECONDS, issueConfirmationLink } from "./confirmation.ts";
import { passwordHasher } from "./password-hashing.ts";
import { hashedRecoveryCodes } from "./recovery-codes.ts";
import { storedResetIdentifier, withdrawResetLinks } from "./reset-tokens.ts";
import { SignInLimits } from "./sign-in-limits.ts";

export const SESSION_DAYS = 30;
export const RESET_TOKEN_SECONDS = 60 * 60;

export interface AuthDependencies {
  config: Config;
  db: Database;
  outbox: Outbox;
  secret: string;
  log: FastifyBaseLogger;
  /**
   * Called once better-auth has deleted a session or changed an account (sign-out, a completed
   * reset, a confirmed e-mail change), so the session cache drops it everywhere (decision 016).
   */
  onSessionChange?: (userId: string) => Promise<void>;
}

async function displayNameOf(db: Database, userId: string, fallback: string): Promise<string> {
  const [profile] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return greetingName(profile?.firstName, fallback);
}

/** Whether the account is a user of a garage staff have suspended. */
async function ofSuspendedGarage(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: garages.id })
    .from(garageUsers)
    .innerJoin(garages, eq(garages.id, garageUsers.garageId))
    .where(and(eq(garageUsers.userId, userId), isNotNull(garages.suspendedAt)));
  return row !== undefined;
}

/**
 * better-auth on our own database. Registration and the reset request are our own routes: they
 * write the account or token and queue its e-mail in one transaction (decision 004). The
 * e-mails better-auth still sends itself (a resent confirmation, an e-mail change) carry a
 * signed token and change nothing in the database, so the outbox row is their only write.
 */
export function createAuth({ config, db, outbox, secret, log, onSessionChange }: AuthDependencies) {
  const https = config.publicUrl.startsWith("https://");
  const signInLimits = new SignInLimits(new RateLimiter(db));
  return betterAuth({
    appName: "Automobi",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor: twoFactorTable },
    }),
    // Two-step verification (decision 042): TOTP with recovery codes kept hashed; a code is
    // always asked for (no trusted devices), and our sign-in limiter counts wrong codes.
    plugins: [
      twoFactor({
        issuer: "Automobi",
        backupCodeOptions: { amount: 10, storeBackupCodes: hashedRecoveryCodes(secret) },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      password: passwordHasher(config.passwordHashing),
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link was used: no other link of the account may set the password again, and the
      // owner, now proven, is no longer held back by failures someone else caused.
      onPasswordReset: async ({ user: u }) => {
        await withdrawResetLinks(db, u.id);
        await signInLimits.clearAccount(u.email);
        log.info({ userId: u.id }, "auth: password reset completed");
      },
    },
    emailVerification: {
      // POST /api/register queues the link itself, with the account (features/accounts).
      sendOnSignUp: false,
      // Following the link proves the inbox: it signs the customer in where it is opened, so they
      // carry on with what they were doing (decision 037). Only the first use of a link does:
      // better-auth opens no session for an address already confirmed.
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user: u, url }) => {
        // For an e-mail change better-auth passes the account with the *new* address.
        const [stored] = await db.select({ email: user.email }).from(user).where(eq(user.id, u.id));
        const customerName = await displayNameOf(db, u.id, u.name);
        if (stored && stored.email !== u.email) {
          await outbox.enqueue(db, u.email, "email-change", {
            customerName,
            newEmail: u.email,
            confirmLink: url,
          });
          return;
        }
        // A resent confirmation: our link, naming a new current registration (decision 007).
        const callbackURL = new URL(url).searchParams.get("callbackURL") ?? "/login?confirmed=1";
        await db.transaction(async (tx) => {
          const confirmLink = await issueConfirmationLink(
            tx,
            { secret, baseURL: `${config.publicUrl}/api/auth` },
            { email: u.email, userId: u.id, callbackURL },
          );
          await outbox.enqueue(tx, u.email, "email-confirmation", {
            customerName,
            customerEmail: u.email,
            confirmLink,
          });
        });
      },
    },
    verification: {
      storeIdentifier: {
        default: "plain",
        overrides: { "reset-password:": { hash: storedResetIdentifier } },
      },
    },
    // Our own limiter (auth/rate-limits.ts) covers the sensitive routes per IP and per
    // account with the API's error shape; this one is a database-backed backstop for the rest.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": false,
        "/send-verification-email": false,
        "/change-email": false,
        "/two-factor/*": false,
        // The app reads the session on every page: behind a shared address (an office, a
        // mobile network) a per-IP cap would sign many people out at once. Reading is cheap.
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    databaseHooks: {
      session: {
        // No session for a suspended garage's user (issue 30), however they sign in.
        create: {
          before: async (s) => {
            if (await ofSuspendedGarage(db, s.userId)) {
              throw new APIError("FORBIDDEN", { message: GARAGE_PORTAL_MESSAGES.suspended });
            }
          },
        },
        // After better-auth's own transaction: its writes are committed when these run.
        ...(onSessionChange
          ? { delete: { after: async (s: { userId: string }) => onSessionChange(s.userId) } }
          : {}),
      },
      ...(onSessionChange
        ? { user: { update: { after: async (u: { id: string }) => onSessionChange(u.id) } } }
        : {}),
    },
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "error",
      log: (level, message) => {
        const line = { source: "better-auth" };
        if (level === "error") log.error(line, message);
        else if (level === "warn") log.warn(line, message);
        else log.debug(line, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
