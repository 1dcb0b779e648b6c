import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { call, useAccounts } from "../admin/fixtures.ts";
import { payServiceFee } from "../payments/fixtures.ts";
import { GOOD_PASSWORD, latestEmail, linkIn } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { as, fullHistory, PERSON, signedUp } from "./personal-data.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

describe("Download my data", () => {
  it("gives the account, and only it, a zip of every kind of row it owns and nothing of anyone else's", async () => {
    const { cookie } = await signedUp(ctx, PERSON);
    const { requestId } = await fullHistory(ctx, accounts, cookie);
    await payServiceFee(
      ctx,
      { ...accounts, cookies: { ...accounts.cookies, customer: cookie } },
      requestId,
    );
    // Someone else's request, with words of their own, in the same database.
    const theirs = await call(ctx, accounts, "other", "POST", "/api/quote-requests", {
      registration: "ot19 her",
      make: "FORD",
      model: "Fiesta",
      services: ["oil-service"],
      firstName: "Someone",
      lastName: "Else",
      description: "Another customer's rattle, not Zebedee's.",
      postcode: "sw1a1aa",
      mobile: "07700 900555",
      travelDistance: "10-miles",
      timeframe: "this-week",
      budgetRange: "100-300",
      partsPreference: "new-parts",
    });
    expect(theirs.statusCode, theirs.body).toBe(201);

    // The current password first, as for any change of the account.
    const refused = await as(ctx, cookie, "POST", "/api/account/export", {
      currentPassword: "Not-It-1!",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      currentPassword: "Your current password is incorrect",
    });
    const offered = await as(ctx, cookie, "POST", "/api/account/export", {
      currentPassword: GOOD_PASSWORD,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const { downloadUrl, expiresAt } = offered.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    // The same link goes by e-mail.
    const mail = await latestEmail(ctx.db, PERSON.email, "data-export");
    expect(mail?.text).toContain(`${ctx.config.publicUrl}${downloadUrl}`);
    expect(linkIn(mail?.text ?? "", "/api/account/export/")).toBe(downloadUrl);

    // Only this account opens it: signed out 401, anyone else 404.
    expect((await ctx.app.inject({ method: "GET", url: downloadUrl })).statusCode).toBe(401);
    expect((await call(ctx, accounts, "other", "GET", downloadUrl)).statusCode).toBe(404);
    expect((await call(ctx, accounts, "admin", "GET", downloadUrl)).statusCode).toBe(404);
    expect((await as(ctx, cookie, "GET", "/api/account/export/not-a-token")).statusCode).toBe(404);

    const file = await as(ctx, cookie, "GET", downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/zip");
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="automobi-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(files);
    expect(names).toContain("automobi-data.json");
    expect(names).toContain("automobi-data.html");
    const photos = names.filter((name) => name.startsWith("photos/"));
    expect(photos).toHaveLength(1);
    const doc = JSON.parse(strFromU8(files["automobi-data.json"] ?? new Uint8Array()));

    expect(doc.account).toMatchObject({ email: PERSON.email });
    expect(doc.profile).toMatchObject({
      firstName: "Zebedee",
      address: "17 Larkspur Lane, Bristol",
    });
    expect(doc.vehicles).toEqual([expect.objectContaining({ registration: "ZQ19ABC" })]);
    expect(doc.requests).toHaveLength(1);
    const [request] = doc.requests;
    expect(request).toMatchObject({
      id: requestId,
      description: expect.stringContaining("Zebedee"),
    });
    expect(request.quotes).toEqual([
      expect.objectContaining({
        status: "accepted",
        garage: expect.objectContaining({ name: "Erasure Garage" }),
      }),
    ]);
    expect(request.photos).toEqual([expect.objectContaining({ file: photos[0] })]);
    expect(request.messages).toEqual([
      expect.objectContaining({
        subject: "Your brakes, Zebedee",
        replies: [
          expect.objectContaining({ message: expect.stringContaining("Quillfeather Bakery") }),
        ],
      }),
    ]);
    expect(doc.payments).toEqual([
      expect.objectContaining({
        status: "completed",
        amountPence: 300,
        receiptNumber: expect.stringMatching(/^R-/),
      }),
    ]);
    expect(doc.rewards).toEqual([expect.objectContaining({ points: 10, reason: "payment" })]);
    expect(doc.notifications.length).toBeGreaterThan(0);
    expect(doc.appointments).toEqual([
      expect.objectContaining({ serviceType: "mot-test", hour: 11 }),
    ]);
    // the reply to staff's message opened a support ticket, with the reply in it
    expect(doc.supportTickets).toEqual([
      expect.objectContaining({
        messages: expect.arrayContaining([
          expect.objectContaining({ message: expect.stringContaining("Quillfeather Bakery") }),
        ]),
      }),
    ]);

    // Nothing of anyone else's: the other customer's request, staff's addresses.
    const whole = strFromU8(files["automobi-data.json"] ?? new Uint8Array());
    expect(whole).not.toContain("Another customer's rattle");
    expect(whole).not.toContain("someone-else@example.com");
    expect(whole).not.toContain("staff@example.com");
    const page = strFromU8(files["automobi-data.html"] ?? new Uint8Array());
    expect(page).toContain("<h1>Your Automobi data</h1>");
    expect(page).toContain("ZQ19ABC");
    expect(page).not.toContain("<script>");
  });
});
