import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminMessages,
  emailOutbox,
  notifications,
  quoteRequests,
  supportTickets,
} from "../../src/db/schema/index.ts";
import type { TemplateName } from "../../src/email/templates/index.ts";
import { customerWithAcceptedQuote } from "../payments/fixtures.ts";
import { decide, quotedRequest } from "../quote-decisions/fixtures.ts";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Stored as the lookup gives them (SKODA, LK19XRT), shown as people write them (Skoda Octavia,
 * LK19 XRT) in every e-mail's subject, HTML and text, and in what the customer and staff read.
 */
const ctx = useTestApp();
const SKODA = { registration: "lk19 xrt", make: "SKODA", model: "Octavia" };
const STORED_FORMS = /SKODA|LK19XRT|VOLKSWAGEN/;

let cookie: string;
beforeAll(async () => {
  cookie = await signedInAs(ctx.app, ctx.db, "octavia.owner@example.com");
});

async function mail(template: TemplateName, requestId: string) {
  const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.template, template));
  const found = rows.filter((row) => JSON.stringify(row.payload).includes(requestId));
  expect(found, `${template} for ${requestId}`).toHaveLength(1);
  return found[0]!;
}

function expectWrittenOut(
  sent: { subject: string; html: string; text: string },
  ...shown: string[]
) {
  for (const text of shown) {
    expect(sent.html).toContain(text);
    expect(sent.text).toContain(text);
  }
  for (const part of [sent.subject, sent.html, sent.text]) expect(part).not.toMatch(STORED_FORMS);
}

describe("e-mails write the make and registration as people do", () => {
  it("a submitted request is stored normalised and e-mailed as Skoda Octavia, LK19 XRT", async () => {
    const { requestId } = await quotedRequest(ctx, cookie, { quotes: 1, form: SKODA });
    const [stored] = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    expect(stored).toMatchObject({ vehicleMake: "SKODA", vehicleRegistration: "LK19XRT" });

    const received = await mail("quote-submitted", requestId);
    expect(received.subject).toBe("Quote request received: Skoda Octavia");
    expectWrittenOut(received, "Skoda Octavia");

    const staff = await mail("staff-new-request", requestId);
    expect(staff.subject).toMatch(/^New quote request \(\w+ priority\): Skoda Octavia$/);
    expectWrittenOut(staff, "Skoda Octavia (LK19 XRT)");
  });

  it("a rejected quote names the car so in the feedback, the ticket and both e-mails", async () => {
    const { requestId, quoteIds } = await quotedRequest(ctx, cookie, { quotes: 1, form: SKODA });
    const res = await decide(ctx, cookie, quoteIds[0]!, "reject", { reason: "Too dear" });
    expect(res.statusCode).toBe(200);

    const subject = "Quote rejected: £100.00 for Skoda Octavia";
    const [feedback] = await ctx.db
      .select()
      .from(adminMessages)
      .where(eq(adminMessages.quoteRequestId, requestId));
    expect(feedback?.subject).toBe(subject);
    const [ticket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.quoteRequestId, requestId));
    expect(ticket?.subject).toBe(subject);

    const staff = await mail("staff-quote-rejected", requestId);
    expect(staff.subject).toMatch(/^Quote rejected \(\w+ priority\): Skoda Octavia$/);
    expectWrittenOut(staff, "Skoda Octavia (LK19 XRT)");

    const [decision] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "quote-decision"),
          eq(emailOutbox.toAddress, "octavia.owner@example.com"),
        ),
      );
    expect(decision?.subject).toBe("You rejected a quote for your Skoda Octavia");
    expectWrittenOut(decision!, "for your Skoda Octavia");
  });

  it("a paid fee's e-mail and notification name the car, and the e-mail greets by first name", async () => {
    const email = "golf.payer@example.com";
    const paying = await customerWithAcceptedQuote(ctx.app, ctx.db, email, ctx.config.publicUrl);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { cookie: paying.cookie, origin: ctx.config.publicUrl },
      payload: { quoteRequestId: paying.requestId },
    });
    expect(created.statusCode).toBe(200);
    const { sessionId } = created.json();
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/checkout/test/${sessionId}/pay`,
      headers: {
        origin: ctx.config.publicUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(paid.statusCode).toBeLessThan(400);

    const [success] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "payment-success"), eq(emailOutbox.toAddress, email)));
    expect(success?.subject).toBe("Payment received: your garage details for the Volkswagen Golf");
    expectWrittenOut(success!, "Volkswagen Golf");
    expect(success!.text).toMatch(/^Hello Priya,\n/);

    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, paying.requestId));
    const confirmed = notes.find((note) => note.title === "Payment confirmed");
    expect(confirmed?.body).toContain("for your Volkswagen Golf are unlocked");
    expect(confirmed?.body).not.toMatch(STORED_FORMS);
  });
});
