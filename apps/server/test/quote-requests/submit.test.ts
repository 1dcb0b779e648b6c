import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles, quoteRequests, user, vehicles } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

const submit = (cookie: string | undefined, payload: Record<string, unknown>, key?: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: {
      ...(cookie ? { cookie, origin: ctx.config.publicUrl } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    payload,
  });

let validator: string | undefined;

describe("POST /api/quote-requests", () => {
  it("needs a session", async () => {
    const res = await submit(undefined, quoteForm());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    // Signed out, even a malformed body gets 401: nothing is checked for a stranger.
    const malformed = await submit(undefined, { services: "oil" });
    expect(malformed.statusCode).toBe(401);
  });

  it.each([
    ["registration", "", "Please fill in all required fields and select at least one service."],
    ["registration", "NOT A PLATE 123", "Please enter a valid UK registration number"],
    ["make", " ", "Please fill in all required fields and select at least one service."],
    ["model", "", "Please fill in all required fields and select at least one service."],
    ["services", [], "Please fill in all required fields and select at least one service."],
    ["services", ["engine-swap"], "Please choose services from the list"],
    ["firstName", "", "Please enter your first and last name."],
    ["lastName", "", "Please enter your first and last name."],
    ["description", "   ", "Please describe the issue you're experiencing."],
    ["postcode", "", "Please fill in all contact and timeline fields."],
    ["postcode", "XYZ", "Please enter a valid UK postcode"],
    ["mobile", "", "Please fill in all contact and timeline fields."],
    ["mobile", "12345", "Please enter a UK mobile number, starting 07 or +44 7"],
    ["travelDistance", "", "Please fill in all contact and timeline fields."],
    ["timeframe", "someday", "Please fill in all contact and timeline fields."],
    ["budgetRange", "", "Please select your budget range."],
    ["budgetRange", "a-lot", "Please select your budget range."],
    ["partsPreference", "shiny-parts", "Please choose a parts preference from the list"],
    ["description", "x".repeat(2001), "Please use no more than 2000 characters"],
    ["firstName", "x".repeat(101), "Please use no more than 100 characters"],
    ["make", "x".repeat(61), "Please use no more than 60 characters"],
  ])("answers 400 for %s = %j with '%s'", async (field, value, message) => {
    validator ??= await signedInAs(ctx.app, ctx.db, "validation@example.com");
    const cookie = validator;
    const res = await submit(cookie, quoteForm({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const key =
      field === "services" && Array.isArray(value) && value.length > 0 ? "services.0" : field;
    expect(res.json().error.fields[key]).toBe(message);
  });

  it("stores the request, the profile and the vehicle, and queues both e-mails", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "submitter@example.com");
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "submitter@example.com"));
    await ctx.db.delete(profiles).where(eq(profiles.userId, account!.id));

    const res = await submit(cookie, quoteForm());
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      customerEmail: "submitter@example.com",
      vehicleRegistration: "AB12CDE",
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      services: ["oil-service", "brake-service"],
      description: "Grinding noise when braking",
      postcode: "SW1A 1AA",
      mobile: "07700900123",
      status: "pending",
      isEditable: true,
      partsPreference: "new-parts",
    });
    expect(row.idempotencyKey).toBeUndefined();
    expect(row.userId).toBeUndefined();

    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({ firstName: "Priya", lastName: "Shah" });
    const saved = await ctx.db.select().from(vehicles).where(eq(vehicles.userId, account!.id));
    expect(saved).toEqual([
      expect.objectContaining({ registration: "AB12CDE", make: "VOLKSWAGEN", model: "Golf" }),
    ]);

    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.payload}->>'quoteRequestId' = ${row.id}`);
    expect(mails.map((m) => [m.template, m.toAddress]).sort()).toEqual([
      ["quote-submitted", "submitter@example.com"],
      ["staff-new-request", ctx.config.supportEmail],
    ]);
    expect(mails.find((m) => m.template === "quote-submitted")?.text).toContain("Hello Priya,");
  });

  it("keeps one vehicle per registration and takes the newer make and model", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "two.requests@example.com");
    expect((await submit(cookie, quoteForm())).statusCode).toBe(201);
    expect(
      (await submit(cookie, quoteForm({ registration: "AB12 CDE", model: "Golf GTI" }))).statusCode,
    ).toBe(201);
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "two.requests@example.com"));
    const saved = await ctx.db.select().from(vehicles).where(eq(vehicles.userId, account!.id));
    expect(saved).toEqual([
      expect.objectContaining({ registration: "AB12CDE", model: "Golf GTI" }),
    ]);
  });

  it("creates one request for the same idempotency key sent twice", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "double.click@example.com");
    const first = await submit(cookie, quoteForm(), "key-12345678");
    const second = await submit(cookie, quoteForm(), "key-12345678");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.customerEmail, "double.click@example.com"));
    expect(rows).toHaveLength(1);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.payload}->>'quoteRequestId' = ${first.json().id}`);
    expect(mails).toHaveLength(2);
  });

  it("refuses an idempotency key shorter than 8 characters, creating nothing", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "short.key@example.com");
    const res = await submit(cookie, quoteForm(), "1234567");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["idempotency-key"]).toBe(
      "Idempotency-Key must be 8 to 100 characters",
    );
    const rows = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.customerEmail, "short.key@example.com"));
    expect(rows).toEqual([]);
  });

  it("creates one request for two simultaneous submits with the same idempotency key", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "simultaneous@example.com");
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "simultaneous@example.com"));
    // No profile yet: both transactions also race to create it.
    await ctx.db.delete(profiles).where(eq(profiles.userId, account!.id));
    const answers = await Promise.all([
      submit(cookie, quoteForm(), "same-key-0001"),
      submit(cookie, quoteForm(), "same-key-0001"),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((res) => res.json());
    expect(second.id).toBe(first.id);
    const rows = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.userId, account!.id));
    expect(rows.map((row) => row.id)).toEqual([first.id]);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.payload}->>'quoteRequestId' = ${first.id}`);
    expect(mails).toHaveLength(2);
  });

  it("leaves no rows and no e-mail when the submission fails mid-way", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "unlucky.submit@example.com");
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "unlucky.submit@example.com"));
    await ctx.db.delete(profiles).where(eq(profiles.userId, account!.id));
    // The last step (the staff e-mail) fails inside the database.
    await ctx.db.execute(sql`
      create function fail_staff_mail() returns trigger language plpgsql as $$
      begin if new.template = 'staff-new-request' then raise exception 'outbox is full'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger fail_staff_mail before insert on email_outbox for each row execute function fail_staff_mail()`,
    );
    try {
      const res = await submit(cookie, quoteForm({ registration: "ZZ99 ZZZ" }));
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("An unexpected error occurred. Please try again.");
    } finally {
      await ctx.db.execute(sql`drop trigger fail_staff_mail on email_outbox`);
      await ctx.db.execute(sql`drop function fail_staff_mail()`);
    }
    expect(
      await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.userId, account!.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(vehicles).where(eq(vehicles.userId, account!.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id))).toEqual(
      [],
    );
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "quote-submitted"));
    expect(mails.filter((m) => m.toAddress === "unlucky.submit@example.com")).toEqual([]);
  });
});
