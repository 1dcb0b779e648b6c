// `npm run admin -- grant <email> <role>` promotes an existing account.
// `npm run admin -- create <email> [admin|super_admin]` creates a confirmed staff account and
// prints a link where its owner sets the password (the same link is e-mailed).
import { randomBytes } from "node:crypto";
import { isRole, normaliseEmail } from "@automobi/domain";
import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "../auth/auth.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { auditLog, emailOutbox, user } from "../db/schema/index.ts";
import { Outbox } from "../email/outbox.ts";
import { resolveAuthSecret } from "../secrets.ts";

const USAGE = `Usage:
  npm run admin -- grant <email> <customer|admin|super_admin>
  npm run admin -- create <email> [admin|super_admin]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, rawEmail, rawRole] = process.argv.slice(2);
if (!command || !rawEmail || (command !== "grant" && command !== "create")) fail(USAGE);
const email = normaliseEmail(rawEmail);
const role = rawRole ?? (command === "create" ? "admin" : undefined);
if (!role || !isRole(role)) fail(`Unknown role "${rawRole ?? ""}".\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const database = await prepareDatabase(config);
const { db } = database;
try {
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, email));
  if (command === "grant") {
    if (!existing) fail(`No account with the e-mail ${email}.`);
    await db.transaction(async (tx) => {
      await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, existing.id));
      await tx.insert(auditLog).values({
        action: "user.role_change",
        targetType: "user",
        targetId: existing.id,
        details: { from: existing.role, to: role, via: "admin command" },
      });
    });
    console.info(`${email} is now ${role} (was ${existing.role}).`);
  } else {
    if (existing) fail(`${email} already has an account; use grant to change its role.`);
    const log = pino({ level: "warn" });
    const outbox = new Outbox(config);
    const auth = createAuth({ config, db, outbox, secret: resolveAuthSecret(config), log });
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser(
      {
        email,
        name: email.split("@")[0] ?? email,
        emailVerified: true,
        role,
      },
      { method: "email-password" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(randomBytes(24).toString("base64url")),
    });
    await db.insert(auditLog).values({
      action: "user.create_staff",
      targetType: "user",
      targetId: created.id,
      details: { role, via: "admin command" },
    });
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const [mail] = await db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "password-reset")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    console.info(`Created ${role} ${email}.`);
    console.info(
      `Set the password within 1 hour: ${String(mail?.payload.resetLink ?? "(link not found)")}`,
    );
  }
} finally {
  await database.close();
}
