import { z } from "zod";
import type { PasswordHashing } from "./access/password-hashing.ts";

/**
 * The only reader of process.env. Every variable is validated once at start; a bad value
 * stops the process with one line naming the variable (see loadConfig / ConfigError).
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "must be a real date");

const port = z.coerce
  .number({ message: "must be a whole number between 0 and 65535" })
  .int("must be a whole number between 0 and 65535")
  .min(0, "must be a whole number between 0 and 65535")
  .max(65535, "must be a whole number between 0 and 65535");

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], {
      message: "must be development, test or production",
    })
    .default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: "must be a whole number from 1 to 100" })
    .int()
    .min(1)
    .max(100)
    .default(10),
  PGLITE_THREAD: z
    .enum(["worker", "main"], { message: "must be worker or main" })
    .default("worker"),
  SERVER_PROCESSES: z.coerce
    .number({ message: "must be a whole number from 1 to 64" })
    .int({ message: "must be a whole number from 1 to 64" })
    .min(1, "must be a whole number from 1 to 64")
    .max(64, "must be a whole number from 1 to 64")
    .default(1),
  PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: booleanish.optional(),
  PASSWORD_HASHING: z
    .enum(["standard", "fast"], { message: "must be standard or fast" })
    .default("standard"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUPPORT_EMAIL: z
    .email({ message: "must be an e-mail address" })
    .default("support@automobi.example"),
  LEGAL_EFFECTIVE_DATE: isoDate.default("2026-11-01"),
  LEGAL_UPDATED_DATE: isoDate.default("2026-11-01"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Automobi <no-reply@automobi.example>"),
  VEHICLE_LOOKUP_PROVIDER: z
    .enum(["offline", "dvsa", "dvla", "none"], { message: "must be offline, dvsa, dvla or none" })
    .default("offline"),
  DVSA_API_URL: z
    .url({ message: "must be an absolute URL" })
    .default("https://history.mot.api.gov.uk"),
  DVSA_TOKEN_URL: z.url({ message: "must be an absolute URL" }).optional(),
  DVSA_CLIENT_ID: z.string().optional(),
  DVSA_CLIENT_SECRET: z.string().optional(),
  DVSA_API_KEY: z.string().optional(),
  DVSA_SCOPE: z.string().default("https://tapi.dvsa.gov.uk/.default"),
  DVLA_API_URL: z
    .url({ message: "must be an absolute URL" })
    .default("https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles"),
  DVLA_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url({ message: "must be an absolute URL" }).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the configuration reads (the README's table lists the same). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  /** Server processes behind the one port (node:cluster); above 1 only on PostgreSQL. */
  processes: number;
  logLevel: Env["LOG_LEVEL"];
  dataDir: string;
  database:
    | { kind: "pglite"; dataDir: string; thread: "worker" | "main" }
    | { kind: "postgres"; url: string; poolSize: number };
  publicUrl: string;
  /** Fastify trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Load the demo data when the database has no accounts yet. */
  seedDemo: boolean;
  /** `fast` only for tests and the journeys' servers (access/password-hashing.ts). */
  passwordHashing: PasswordHashing;
  /** From AUTH_SECRET; when absent outside production, generated and kept in DATA_DIR. */
  authSecret: string | undefined;
  supportEmail: string;
  legal: { effectiveDate: string; updatedDate: string };
  mail: { smtpUrl: string | undefined; from: string };
  vehicleLookup:
    | { provider: "offline" | "none" }
    | { provider: "dvla"; apiUrl: string; apiKey: string | undefined }
    | {
        provider: "dvsa";
        apiUrl: string;
        tokenUrl: string | undefined;
        clientId: string | undefined;
        clientSecret: string | undefined;
        apiKey: string | undefined;
        scope: string;
      };
  /** Stripe Checkout when both keys are set; otherwise the built-in test checkout. */
  payments:
    | { provider: "test" }
    | { provider: "stripe"; secretKey: string; webhookSecret: string; apiUrl: string | undefined };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

function parseTrustProxy(raw: string | undefined): Config["trustProxy"] {
  if (raw === undefined || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((entry) => !/^[0-9a-fA-F.:/]+$/.test(entry))) {
    throw new ConfigError("TRUST_PROXY", "must be true, false, a hop count or a list of addresses");
  }
  return list;
}

/** Validates an environment (process.env by default) into the typed configuration. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const variable = String(issue?.path[0] ?? "environment");
    const message = issue?.message ?? parsed.error.message;
    throw new ConfigError(variable, `${message} (got ${JSON.stringify(raw[variable])})`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError("AUTH_SECRET", "must be set when NODE_ENV=production");
  }
  if (isProduction && !env.PUBLIC_URL) {
    throw new ConfigError("PUBLIC_URL", "must be set when NODE_ENV=production");
  }
  // Production has no development mailbox: without SMTP every e-mail would go nowhere.
  if (isProduction && !env.SMTP_URL) {
    throw new ConfigError("SMTP_URL", "must be set when NODE_ENV=production");
  }
  if (isProduction && env.PASSWORD_HASHING !== "standard") {
    throw new ConfigError("PASSWORD_HASHING", "must be standard when NODE_ENV=production");
  }
  // The embedded database is one process's own: several cannot share it.
  if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      "SERVER_PROCESSES",
      "can be above 1 only with DATABASE_URL: the embedded database belongs to one process",
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    processes: env.SERVER_PROCESSES,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: env.DATA_DIR, thread: env.PGLITE_THREAD },
    publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    passwordHashing: env.PASSWORD_HASHING,
    authSecret: env.AUTH_SECRET,
    supportEmail: env.SUPPORT_EMAIL,
    legal: { effectiveDate: env.LEGAL_EFFECTIVE_DATE, updatedDate: env.LEGAL_UPDATED_DATE },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    vehicleLookup: vehicleLookupConfig(env),
    payments: paymentsConfig(env),
  };
}

function paymentsConfig(env: Env): Config["payments"] {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey && !webhookSecret) return { provider: "test" };
  if (!secretKey)
    throw new ConfigError("STRIPE_SECRET_KEY", "must be set with STRIPE_WEBHOOK_SECRET");
  if (!webhookSecret) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET", "must be set with STRIPE_SECRET_KEY");
  }
  return { provider: "stripe", secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL };
}

function vehicleLookupConfig(env: Env): Config["vehicleLookup"] {
  switch (env.VEHICLE_LOOKUP_PROVIDER) {
    case "dvla":
      return { provider: "dvla", apiUrl: env.DVLA_API_URL, apiKey: env.DVLA_API_KEY };
    case "dvsa":
      return {
        provider: "dvsa",
        apiUrl: env.DVSA_API_URL.replace(/\/+$/, ""),
        tokenUrl: env.DVSA_TOKEN_URL,
        clientId: env.DVSA_CLIENT_ID,
        clientSecret: env.DVSA_CLIENT_SECRET,
        apiKey: env.DVSA_API_KEY,
        scope: env.DVSA_SCOPE,
      };
    default:
      return { provider: env.VEHICLE_LOOKUP_PROVIDER };
  }
}
