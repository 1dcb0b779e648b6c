import { and, asc, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  documentNumbers,
  emailOutbox,
  payments,
  profiles,
  quoteRequests,
  settingChanges,
  vehicles,
} from "../../src/db/schema/index.ts";
import {
  call,
  saveSettings as saveAsSuperAdmin,
  storedDirectoryGarage,
  useAccounts,
  type Who,
} from "../admin/fixtures.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";
import { acceptedQuoteRequest, payServiceFee } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/** The text a reader of the PDF sees, lines joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const receiptUrl = (paymentId: string) => `/api/payments/${paymentId}/receipt`;

const download = (who: Who, paymentId: string) =>
  call(ctx, accounts, who, "GET", receiptUrl(paymentId));

/** The customer's request with an accepted quote, paid through the test checkout. */
async function paidRequest(garageId: string) {
  const requestId = await acceptedQuoteRequest(ctx, accounts, garageId);
  return { requestId, paymentId: await payServiceFee(ctx, accounts, requestId) };
}

const saveSettings = (changes: Record<string, unknown>) => saveAsSuperAdmin(ctx, accounts, changes);

describe("receipts", () => {
  it("gives the paying customer a PDF naming the number, amount, name, address and vehicle", async () => {
    await ctx.db
      .insert(profiles)
      .values({
        userId: accounts.customerId,
        firstName: "Ann",
        lastName: "Driver",
        address: "12 Mill Lane\nLeeds",
        postcode: "LS1 4AP",
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: {
          firstName: "Ann",
          lastName: "Driver",
          address: "12 Mill Lane\nLeeds",
          postcode: "LS1 4AP",
        },
      });
    const garageId = await storedDirectoryGarage(ctx, {
      name: "Mill Garage",
      email: "mill@example.com",
    });
    const { paymentId } = await paidRequest(garageId);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.receiptNumber).toBeGreaterThan(0);
    const number = `R-${String(payment?.receiptNumber).padStart(6, "0")}`;

    const res = await download("customer", paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="automobi-receipt-${number}.pdf"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Receipt number: ${number}`);
    expect(text).toContain("Ann Driver");
    expect(text).toContain("12 Mill Lane");
    expect(text).toContain("LS1 4AP");
    expect(text).toContain("Volkswagen Golf (AB12 CDE)");
    expect(text).toContain("Service fee to unlock the garage's details");
    expect(text).toContain("£3.00");
    // no VAT number in System Settings: no VAT line
    expect(text).not.toContain("VAT");

    // The payment e-mail carries the same PDF, and names its number.
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "payment-success"))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    expect(mail?.text).toContain(`Receipt: ${number} (attached)`);
    expect(mail?.attachments).toHaveLength(1);
    const attached = mail?.attachments[0];
    expect(attached).toMatchObject({
      filename: `automobi-receipt-${number}.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
    const attachedText = await pdfText(Buffer.from(attached?.content ?? "", "base64"));
    expect(attachedText).toContain(`Receipt number: ${number}`);
    expect(attachedText).toContain("£3.00");

    // The receipt says what it said when paid, whatever the profile says since.
    await ctx.db
      .update(profiles)
      .set({ firstName: "Changed", address: "Elsewhere" })
      .where(eq(profiles.userId, accounts.customerId));
    const again = await pdfText((await download("customer", paymentId)).rawPayload);
    expect(again).toContain("Ann Driver");
    expect(again).not.toContain("Elsewhere");
  });

  it("lets staff download any receipt, and tells everyone else it does not exist", async () => {
    const garageId = await storedDirectoryGarage(ctx, {
      name: "Staff Garage",
      email: "sg@example.com",
    });
    const { requestId, paymentId } = await paidRequest(garageId);
    // Quote Processing lists the request's receipt beside its quotes.
    const listed = await call(ctx, accounts, "admin", "GET", "/api/admin/quote-requests?view=all");
    const row = listed.json().items.find((item: { id: string }) => item.id === requestId);
    expect(row?.receipts).toEqual([{ paymentId, number: expect.stringMatching(/^R-\d{6}$/) }]);
    expect((await download("admin", paymentId)).statusCode).toBe(200);
    expect((await download("superAdmin", paymentId)).statusCode).toBe(200);
    const other = await download("other", paymentId);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe("Receipt not found");
    expect((await download("anonymous", paymentId)).statusCode).toBe(401);
    expect((await download("customer", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect((await download("customer", "not-a-payment")).statusCode).toBe(400);
    // a garage's user reaches only the garage portal
    const garageCookie = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      garageId,
      "mechanic@example.com",
    );
    const garage = await ctx.app.inject({
      method: "GET",
      url: receiptUrl(paymentId),
      headers: { cookie: garageCookie },
    });
    expect([403, 404]).toContain(garage.statusCode);
    expect(garage.headers["content-type"]).not.toBe("application/pdf");
  });

  it("has no receipt for a payment not completed", async () => {
    const garageId = await storedDirectoryGarage(ctx, {
      name: "Open Garage",
      email: "og@example.com",
    });
    const requestId = await acceptedQuoteRequest(ctx, accounts, garageId);
    const created = await call(ctx, accounts, "customer", "POST", "/api/payments", {
      quoteRequestId: requestId,
    });
    expect(created.statusCode).toBe(200);
    const [pending] = await ctx.db
      .select({ id: payments.id, receiptNumber: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.quoteRequestId, requestId));
    expect(pending?.receiptNumber).toBeNull();
    expect((await download("customer", pending?.id ?? "")).statusCode).toBe(404);
    expect((await download("admin", pending?.id ?? "")).statusCode).toBe(404);
  });

  it("numbers 20 payments completed at once 1 apart, with no gap and none twice", async () => {
    const garageId = await storedDirectoryGarage(ctx, {
      name: "Busy Garage",
      email: "busy@example.com",
    });
    const requests = [];
    for (let i = 0; i < 20; i++) requests.push(await acceptedQuoteRequest(ctx, accounts, garageId));
    const sessions = [];
    for (const requestId of requests) {
      const created = await call(ctx, accounts, "customer", "POST", "/api/payments", {
        quoteRequestId: requestId,
      });
      expect(created.statusCode).toBe(200);
      sessions.push(created.json().sessionId as string);
    }
    // One of them is refused when its money arrives (its request deleted): it takes no number.
    await ctx.db
      .update(quoteRequests)
      .set({ status: "deleted", deletedAt: new Date() })
      .where(eq(quoteRequests.id, requests[7] ?? ""));
    const paid = await Promise.all(
      sessions.map((sessionId) =>
        ctx.app.inject({
          method: "POST",
          url: `/checkout/test/${sessionId}/pay`,
          headers: {
            origin: ctx.config.publicUrl,
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: "",
        }),
      ),
    );
    expect(paid.every((res) => res.statusCode === 303)).toBe(true);

    const completed = await ctx.db
      .select({ number: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.status, "completed"))
      .orderBy(asc(payments.receiptNumber));
    const numbers = completed.map((row) => row.number);
    const ours = await ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(sql`${payments.quoteRequestId} in ${requests}`);
    expect(ours.filter((row) => row.status === "completed")).toHaveLength(19);
    // every completed payment in the database, numbered 1, 2, 3... in order, none skipped
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const [refused] = await ctx.db
      .select({ status: payments.status, number: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.quoteRequestId, requests[7] ?? ""));
    expect(refused).toEqual({ status: "refund_due", number: null });
    const [counter] = await ctx.db
      .select()
      .from(documentNumbers)
      .where(eq(documentNumbers.kind, "receipt"));
    expect(counter?.lastNumber).toBe(numbers.length);
  });

  it("prints the VAT line once a super admin sets a VAT number, recorded like every setting", async () => {
    const refused = await saveSettings({ vatNumber: "12345" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("VAT number must be a UK VAT number, like GB123456789");

    const saved = await saveSettings({ vatNumber: "gb 123 4567 89" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().vatNumber).toBe("GB123456789");
    const [change] = await ctx.db
      .select()
      .from(settingChanges)
      .where(eq(settingChanges.key, "vat_number"));
    expect(change).toMatchObject({ oldValue: "", newValue: "GB123456789" });

    const garageId = await storedDirectoryGarage(ctx, {
      name: "Vat Garage",
      email: "vat@example.com",
    });
    const { paymentId } = await paidRequest(garageId);
    const text = await pdfText((await download("customer", paymentId)).rawPayload);
    expect(text).toContain("VAT number: GB123456789");
    expect(text).toContain("VAT included at 20%: £0.50");

    // Cleared again: later receipts have no VAT line; this one keeps what it said.
    expect((await saveSettings({ vatNumber: "" })).json().vatNumber).toBe("");
    const { paymentId: later } = await paidRequest(garageId);
    expect(await pdfText((await download("customer", later)).rawPayload)).not.toContain("VAT");
    expect(await pdfText((await download("customer", paymentId)).rawPayload)).toContain(
      "VAT number: GB123456789",
    );
  });

  it("lists each receipt beside the points it earned and in the vehicle's service history", async () => {
    const garageId = await storedDirectoryGarage(ctx, {
      name: "List Garage",
      email: "list@example.com",
    });
    const { paymentId } = await paidRequest(garageId);
    const [payment] = await ctx.db
      .select({ number: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const number = `R-${String(payment?.number).padStart(6, "0")}`;

    const rewards = await call(ctx, accounts, "customer", "GET", "/api/rewards");
    expect(rewards.statusCode).toBe(200);
    const entry = rewards
      .json()
      .items.find(
        (item: { receipt: { paymentId: string } | null }) => item.receipt?.paymentId === paymentId,
      );
    expect(entry?.receipt).toEqual({ paymentId, number });

    const [vehicle] = await ctx.db
      .insert(vehicles)
      .values({
        userId: accounts.customerId,
        registration: "AB12CDE",
        make: "VOLKSWAGEN",
        model: "Golf",
      })
      .onConflictDoNothing()
      .returning({ id: vehicles.id });
    const vehicleId =
      vehicle?.id ??
      (
        await ctx.db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(
            and(eq(vehicles.userId, accounts.customerId), eq(vehicles.registration, "AB12CDE")),
          )
      )[0]?.id;
    const history = await call(
      ctx,
      accounts,
      "customer",
      "GET",
      `/api/vehicles/${vehicleId}/history`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const paidRows = history
      .json()
      .requests.flatMap(
        (request: { payments: Array<{ id: string; receiptNumber: string | null }> }) =>
          request.payments,
      )
      .filter((row: { id: string }) => row.id === paymentId);
    expect(paidRows).toEqual([expect.objectContaining({ id: paymentId, receiptNumber: number })]);
  });
});
