import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  payments,
  quoteRequests,
  rewardTransactions,
  user,
} from "../../src/db/schema/index.ts";
import { call, useAccounts } from "../admin/fixtures.ts";
import { payServiceFee } from "../payments/fixtures.ts";
import { GOOD_PASSWORD, signIn } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { as, everywhere, fullHistory, NEEDLES, PERSON, signedUp } from "./personal-data.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

describe("deleting one's own account", () => {
  it("erases the person from every table, keeps payments, ledger and figures, and frees the address", async () => {
    const { cookie, userId } = await signedUp(ctx, PERSON);
    const { requestId } = await fullHistory(ctx, accounts, cookie);
    // pay as this customer: the shared helper pays for accounts.customer, so swap the cookie in
    const paymentId = await payServiceFee(
      ctx,
      { ...accounts, cookies: { ...accounts.cookies, customer: cookie } },
      requestId,
    );
    const done = await call(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${requestId}/mark-complete`,
    );
    expect(done.statusCode, done.body).toBe(200);
    const reviewed = await as(ctx, cookie, "POST", `/api/quote-requests/${requestId}/review`, {
      stars: 5,
      text: "Zebedee says: splendid.",
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    while ((await ctx.app.services.outboxWorker.processDue()) > 0) {}
    for (const needle of NEEDLES) expect(await everywhere(ctx, needle), needle).not.toEqual([]);
    const figures = async () => {
      const { asOf: _, ...stats } = (
        await call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats")
      ).json();
      return stats;
    };
    const statsBefore = await figures();

    // Refused without the password, with a wrong one, and without the typed word.
    const none = await as(ctx, cookie, "POST", "/api/account/delete", { confirmation: "DELETE" });
    expect(none.statusCode).toBe(400);
    const wrong = await as(ctx, cookie, "POST", "/api/account/delete", {
      currentPassword: "Not-The-Password-1",
      confirmation: "DELETE",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      currentPassword: "Your current password is incorrect",
    });
    const unconfirmed = await as(ctx, cookie, "POST", "/api/account/delete", {
      currentPassword: GOOD_PASSWORD,
      confirmation: "delete it",
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toEqual({
      confirmation: "Please type DELETE to confirm",
    });

    const deleted = await as(ctx, cookie, "POST", "/api/account/delete", {
      currentPassword: GOOD_PASSWORD,
      confirmation: "DELETE",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ erased: true, message: "Your account is deleted" });

    // Signed out everywhere: the session is gone.
    expect((await as(ctx, cookie, "GET", "/api/profile")).statusCode).toBe(401);

    // No table holds the e-mail, the phone or the name.
    for (const needle of NEEDLES) expect(await everywhere(ctx, needle), needle).toEqual([]);
    // And the password opens nothing (a sign-in attempt is counted under the address typed).
    expect((await signIn(ctx.app, PERSON.email, GOOD_PASSWORD, true)).statusCode).toBe(401);

    // The payment and the ledger stay, anonymous; so do the request and its figures.
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ userId, status: "completed", amountPence: 300 });
    expect(payment?.receipt).toMatchObject({
      customerName: "Deleted customer",
      customerAddress: null,
      vehicle: "Volkswagen Golf",
    });
    const ledger = await ctx.db
      .select()
      .from(rewardTransactions)
      .where(eq(rewardTransactions.userId, userId));
    expect(ledger.map((entry) => entry.points)).toEqual([10]);
    const [request] = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    expect(request).toMatchObject({
      status: "completed",
      feePaid: true,
      vehicleMake: "VOLKSWAGEN",
    });
    expect(await figures()).toEqual(statsBefore);
    // Staff still download the receipt, which names nobody.
    expect(
      (await call(ctx, accounts, "admin", "GET", `/api/payments/${paymentId}/receipt`)).statusCode,
    ).toBe(200);

    // The address can register again, as a new account.
    const again = await signedUp(ctx, PERSON);
    expect(again.userId).not.toBe(userId);
  });
});

describe("staff erasing a customer from Customer Management", () => {
  it("erases a customer, audited, and refuses anyone but staff and any account not a customer's", async () => {
    const person = {
      ...PERSON,
      email: "erase.me@example.com",
      firstName: "Ottoline",
      lastName: "Brackenbury",
      phone: "07700 900888",
    };
    const { cookie, userId } = await signedUp(ctx, person);
    const url = `/api/admin/customers/${encodeURIComponent(userId)}/erase`;
    expect((await as(ctx, cookie, "POST", url)).statusCode).toBe(403);
    expect((await call(ctx, accounts, "other", "POST", url)).statusCode).toBe(403);

    const erased = await call(ctx, accounts, "admin", "POST", url);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ erased: true, message: "Customer erased" });
    expect((await as(ctx, cookie, "GET", "/api/profile")).statusCode).toBe(401);
    for (const needle of [person.email, "Ottoline", "Brackenbury"]) {
      expect(await everywhere(ctx, needle), needle).toEqual([]);
    }
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'customer.erase' and ${auditLog.targetId} = ${userId}`);
    expect(audited?.actorEmail).toBe("staff@example.com");

    const twice = await call(ctx, accounts, "admin", "POST", url);
    expect(twice.statusCode).toBe(404);
    const [staffRow] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "staff@example.com"));
    const staffAccount = await call(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/customers/${staffRow?.id}/erase`,
    );
    expect(staffAccount.statusCode).toBe(404);
    expect(staffAccount.json().error.message).toBe("Customer not found");
  });
});
