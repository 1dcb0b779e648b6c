import { TWO_FACTOR_MESSAGES } from "@automobi/domain";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { CommandError, createStaff, grantRole } from "../../src/cli/admin-commands.ts";
import { auditLog, user } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  enrolTwoFactor,
  latestEmail,
  linkIn,
  register,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const logLines: string[] = [];
const log = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });

const services = () => ({
  auth: ctx.app.services.auth,
  db: ctx.db,
  outbox: ctx.app.services.outbox,
  log,
});

describe("npm run admin -- grant <email> <role>", () => {
  it("changes the role, records who was changed from what to what, and logs it", async () => {
    await register(ctx.app, { email: "rising.star@example.com" });
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "rising.star@example.com"));

    const printed = await grantRole({ db: ctx.db, log }, " Rising.Star@Example.com ", "admin");
    expect(printed).toBe("rising.star@example.com is now admin (was customer).");
    const [after] = await ctx.db.select().from(user).where(eq(user.id, account!.id));
    expect(after?.role).toBe("admin");
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, account!.id), eq(auditLog.action, "user.role_change")));
    expect(audit).toEqual([
      expect.objectContaining({
        targetType: "user",
        actorUserId: null,
        details: { from: "customer", to: "admin", via: "admin command" },
      }),
    ]);
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === "auth: role changed");
    expect(line).toMatchObject({ userId: account!.id, from: "customer", to: "admin" });
  });

  it("refuses an e-mail with no account and changes nothing", async () => {
    const before = (await ctx.db.select().from(auditLog)).length;
    await expect(
      grantRole({ db: ctx.db, log }, "nobody@example.com", "super_admin"),
    ).rejects.toThrow(new CommandError("No account with the e-mail nobody@example.com."));
    expect((await ctx.db.select().from(auditLog)).length).toBe(before);
  });
});

describe("npm run admin -- create <email> <role>", () => {
  it("makes a confirmed staff account whose printed link sets a password that signs in", async () => {
    const email = "new.staff@example.com";
    const printed = await createStaff(services(), "New.Staff@example.com", "admin");
    expect(printed[0]).toBe("Created admin new.staff@example.com.");
    const link = printed[1]!.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    // The same link is e-mailed to the new member of staff.
    expect((await latestEmail(ctx.db, email, "password-reset"))?.text).toContain(link);

    const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({ role: "admin", emailVerified: true });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, account!.id), eq(auditLog.action, "user.create_staff")));
    expect(audit).toHaveLength(1);

    const opened = await ctx.app.inject({
      method: "GET",
      url: linkIn(printed[1]!, "/reset-password/"),
    });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, ctx.config.publicUrl);
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token")!;
    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "Staff-Pass-2024" },
    });
    expect(set.statusCode).toBe(200);

    const signedIn = await signIn(ctx.app, email, "Staff-Pass-2024");
    expect(signedIn.statusCode).toBe(200);
    const outbox = (cookie: string) =>
      ctx.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie } });
    // A new member of staff sets up two-step verification before any staff page answers.
    expect((await outbox(cookieHeader(signedIn))).json().error.message).toBe(
      TWO_FACTOR_MESSAGES.setupRequired,
    );
    const enrolled = await enrolTwoFactor(ctx.app, cookieHeader(signedIn), "Staff-Pass-2024");
    expect((await outbox(enrolled.cookie)).statusCode).toBe(200);

    const logged = logLines.join("");
    expect(logged).toContain("auth: staff account created");
    expect(logged).not.toContain(token);
  });

  it("refuses an e-mail that already has an account", async () => {
    await register(ctx.app, { email: "already.here@example.com" });
    await expect(createStaff(services(), "already.here@example.com", "admin")).rejects.toThrow(
      new CommandError(
        "already.here@example.com already has an account; use grant to change its role.",
      ),
    );
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "already.here@example.com"));
    expect(account?.role).toBe("customer");
  });
});
