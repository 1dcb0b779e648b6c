import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, quoteRequests } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

const RATE_LIMITED = {
  error: {
    code: "RATE_LIMITED",
    message: "Too many attempts. Please wait a moment and try again.",
  },
};

function submit(cookie: string | undefined, ip: string, key?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    remoteAddress: ip,
    headers: {
      origin: ctx.config.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    payload: quoteForm(),
  });
}

async function requestsOf(email: string) {
  return ctx.db.select().from(quoteRequests).where(eq(quoteRequests.customerEmail, email));
}

/** Outbox rows about this customer's submissions: their confirmations and the staff notices. */
async function emailsAbout(email: string) {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.payload}->>'customerEmail' = ${email}
        and ${emailOutbox.template} in ('quote-submitted', 'staff-new-request')`,
    );
}

function expectRateLimited(res: Awaited<ReturnType<typeof submit>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(RATE_LIMITED);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe("limits on quote submissions", () => {
  it("refuses the 11th submission in an hour from one account, writing nothing for it", async () => {
    const email = "busy.submitter@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    // Each from its own address, so only the account's limit is in play.
    for (let i = 1; i <= 10; i++) {
      expect((await submit(cookie, `192.0.2.${i}`)).statusCode).toBe(201);
    }
    expect(await requestsOf(email)).toHaveLength(10);
    expect(await emailsAbout(email)).toHaveLength(20);

    expectRateLimited(await submit(cookie, "192.0.2.11"));
    expect(await requestsOf(email)).toHaveLength(10);
    expect(await emailsAbout(email)).toHaveLength(20);
  });

  it("does not count a retry that repeats an idempotency key already stored", async () => {
    const email = "retrying.submitter@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    const first = await submit(cookie, "192.0.2.50", "retry-key-0001");
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 12; i++) {
      const replay = await submit(cookie, "192.0.2.50", "retry-key-0001");
      expect(replay.statusCode).toBe(200);
      expect(replay.json().id).toBe(first.json().id);
    }
    for (let i = 2; i <= 10; i++) {
      expect((await submit(cookie, "192.0.2.50", `retry-key-${1000 + i}`)).statusCode).toBe(201);
    }
    expectRateLimited(await submit(cookie, "192.0.2.50", "retry-key-9999"));
    expect(await requestsOf(email)).toHaveLength(10);
  });

  it("refuses the 31st submission in an hour from one IP address, whatever the account", async () => {
    const ip = "203.0.113.77";
    const accounts = ["ip.one", "ip.two", "ip.three", "ip.four"].map((n) => `${n}@example.com`);
    const cookies: string[] = [];
    for (const email of accounts) cookies.push(await signedInAs(ctx.app, ctx.db, email));
    for (const cookie of cookies.slice(0, 3)) {
      for (let i = 0; i < 10; i++) expect((await submit(cookie, ip)).statusCode).toBe(201);
    }
    const fourth = accounts[3]!;
    expectRateLimited(await submit(cookies[3], ip));
    expect(await requestsOf(fourth)).toEqual([]);
    expect(await emailsAbout(fourth)).toEqual([]);
    // The same account from another address is not held back.
    expect((await submit(cookies[3], "203.0.113.78")).statusCode).toBe(201);
  });

  it("checks the session before the limits: a signed-out caller gets 401, not 429", async () => {
    const res = await submit(undefined, "203.0.113.77");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });
});
