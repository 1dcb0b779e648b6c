import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox, settings } from "../../src/db/schema/index.ts";
import type { TemplateData, TemplateName } from "../../src/email/templates/index.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

/** What a customer or a garage could have typed, and an HTML e-mail must show as text. */
const TYPED = `<script>alert("x")</script> Smith & Sons`;
const TYPED_IN_HTML = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Smith &amp; Sons";
const REQUEST_ID = "7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f";
const vehicle = {
  customerName: TYPED,
  customerEmail: "driver@example.com",
  vehicleMake: "VOLKSWAGEN",
  vehicleModel: "Golf",
};

const FIXTURES: { [T in TemplateName]: TemplateData<T> } = {
  welcome: { customerName: TYPED, customerEmail: "driver@example.com" },
  "email-confirmation": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    confirmLink: "http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Flogin",
  },
  "email-change": {
    customerName: TYPED,
    newEmail: "new.driver@example.com",
    confirmLink: "http://localhost:3000/api/auth/verify-email?token=t2&callbackURL=%2Fdashboard",
  },
  "email-changed": {
    customerName: TYPED,
    oldEmail: "driver@example.com",
    newEmail: "new.driver@example.com",
    undoLink: "http://localhost:3000/undo-email-change?token=t4",
  },
  "password-reset": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    resetLink: "http://localhost:3000/api/auth/reset-password/t3?callbackURL=%2Freset-password",
  },
  "quote-submitted": { ...vehicle, services: ["oil-service"], quoteRequestId: REQUEST_ID },
  "staff-new-request": {
    customerEmail: "driver@example.com",
    vehicleMake: "VOLKSWAGEN",
    vehicleModel: TYPED,
    vehicleRegistration: "AB12 CDE",
    services: ["oil-service"],
    quoteRequestId: REQUEST_ID,
    priority: "High",
  },
  "staff-quote-rejected": {
    customerEmail: "driver@example.com",
    vehicleMake: "VOLKSWAGEN",
    vehicleModel: TYPED,
    vehicleRegistration: "AB12 CDE",
    services: ["oil-service"],
    quoteRequestId: REQUEST_ID,
    priority: "High",
    reason: TYPED,
    quotePricePence: 24999,
  },
  "staff-customer-reply": {
    customerEmail: "driver@example.com",
    vehicleMake: "VOLKSWAGEN",
    vehicleModel: "Golf",
    vehicleRegistration: "AB12 CDE",
    services: ["oil-service"],
    quoteRequestId: REQUEST_ID,
    priority: "Medium",
    subject: "About your Golf",
    reply: TYPED,
  },
  "support-response": {
    customerName: TYPED,
    subject: "Quote rejected",
    ticketMessage: TYPED,
    response: TYPED,
    closed: true,
  },
  "admin-reply": {
    ...vehicle,
    subject: "About your Golf",
    message: TYPED,
    hasQuote: true,
    quotePricePence: 24999,
  },
  "quote-decision": {
    ...vehicle,
    decision: "accepted",
    quotePricePence: 300,
    garageName: TYPED,
  },
  "payment-success": {
    ...vehicle,
    garageName: TYPED,
    garageAddress: TYPED,
    garagePhone: "020 7946 0000",
    quotePricePence: 24999,
    receiptNumber: "R-000042",
    feePaidPence: 450,
    pointsEarned: 15,
    totalPoints: 30,
  },
  "appointment-confirmation": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    vehicle: TYPED,
    service: "MOT Test",
    day: "Tuesday 10 March 2026",
    time: "09:00",
    appointmentId: REQUEST_ID,
  },
  "appointment-cancellation": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    vehicle: TYPED,
    service: "MOT Test",
    day: "Tuesday 10 March 2026",
    time: "09:00",
    appointmentId: REQUEST_ID,
  },
  "mot-reminder": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    vehicle: TYPED,
    dueDay: "Tuesday 10 March 2026",
    daysLeft: 30,
  },
  "review-invitation": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    vehicle: TYPED,
    garageName: TYPED,
    reviewLink: "http://localhost:3000/dashboard?tab=quotes&request=r1",
  },
  "service-reminder": {
    customerName: TYPED,
    customerEmail: "driver@example.com",
    vehicle: TYPED,
    lastServiceDay: "Tuesday 10 March 2026",
    dueDay: "Sunday 10 January 2027",
  },
  "garage-invitation": {
    garageName: TYPED,
    inviteLink: "http://localhost:3000/garage/invitation?token=t5",
    expiresOn: "Sunday, 6 December 2026, 14:00",
  },
  "garage-quote-accepted": { garageName: TYPED, job: "Volkswagen Golf in LS6", pricePence: 18_000 },
  "garage-job-paid": { garageName: TYPED, job: "Volkswagen Golf in LS6", pricePence: 18_000 },
  "garage-nearby-digest": {
    garageName: TYPED,
    count: 3,
    requests: [{ job: TYPED, services: "Brake service", distance: "about 1.4 miles away" }],
  },
  "data-export": {
    customerName: TYPED,
    downloadLink: "http://localhost:3000/api/account/export/t0k3n",
    hours: 24,
  },
};
const NAMES = Object.keys(FIXTURES) as TemplateName[];

/** Renders through the outbox, as every real e-mail is, and reads back the stored message. */
async function render<T extends TemplateName>(name: T, data: TemplateData<T> = FIXTURES[name]) {
  const queued = await ctx.app.services.outbox.enqueue(ctx.db, "driver@example.com", name, data);
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
  return row!;
}

async function setPlatformName(value: string) {
  await ctx.db
    .insert(settings)
    .values({ key: "platform_name", value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
afterAll(async () => {
  await ctx.db.delete(settings).where(eq(settings.key, "platform_name"));
});

describe("e-mail templates", () => {
  it.each(NAMES)(
    "%s shows typed text as text in HTML, and as typed in plain text",
    async (name) => {
      const mail = await render(name);
      expect(mail.html).toContain(TYPED_IN_HTML);
      expect(mail.html).not.toContain("<script>");
      expect(mail.text).toContain(TYPED);
    },
  );

  it.each([
    ["admin-reply", "£249.99"],
    ["quote-decision", "£3.00"],
    ["payment-success", "£249.99"],
  ] as const)("%s gives the amount in pounds sterling (%s)", async (name, amount) => {
    const mail = await render(name);
    expect(mail.html).toContain(amount);
    expect(mail.text).toContain(amount);
  });

  it("payment-success states the fee paid and the points earned", async () => {
    const mail = await render("payment-success");
    const thanks = "Thank you for paying the service fee of £4.50: you earned 15 reward points.";
    expect(mail.text).toContain(thanks);
    expect(mail.html).toContain(thanks);
    expect(mail.text).toContain("Service fee paid: £4.50");
    expect(mail.text).toContain("Points earned: 15");
  });

  it("admin-reply leaves the price out when the message carries no quote", async () => {
    const mail = await render("admin-reply", {
      ...FIXTURES["admin-reply"],
      hasQuote: false,
      quotePricePence: null,
    });
    expect(mail.text).not.toContain("£");
  });

  it("links a message from the team and a support answer to the Messages tab, a new quote to Quotes", async () => {
    const message = await render("admin-reply", {
      ...FIXTURES["admin-reply"],
      hasQuote: false,
      quotePricePence: null,
    });
    const answer = await render("support-response");
    for (const mail of [message, answer]) {
      expect(mail.text).toMatch(/Read and reply: \S+\/dashboard\?tab=messages\n/);
      expect(mail.html).toContain("/dashboard?tab=messages");
    }
    const quote = await render("admin-reply");
    expect(quote.text).toMatch(/Read and reply: \S+\/dashboard\n/);
  });

  it("keeps a subject on one line whatever was typed into it", async () => {
    const mail = await render("admin-reply", {
      ...FIXTURES["admin-reply"],
      subject: "Your quote\r\nBcc: everyone@example.com",
    });
    expect(mail.subject).toBe("Your quote Bcc: everyone@example.com");
  });

  it.each(NAMES)("%s carries the platform name from System Settings", async (name) => {
    await setPlatformName("Garage Hub & Co");
    const mail = await render(name);
    expect(mail.html).toContain("Garage Hub &amp; Co");
    expect(mail.html).not.toContain("Automobi");
    if (name === "welcome") expect(mail.subject).toBe("Welcome to Garage Hub & Co");
    if (name === "password-reset") expect(mail.subject).toBe("Reset your Garage Hub & Co password");
  });
});
