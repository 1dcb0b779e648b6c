import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { garages } from "../../src/db/schema/index.ts";
import {
  confirmEmail,
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  nextClientIp,
  register,
  signedInAs,
  signIn,
} from "../support/accounts.ts";
import { EVENT_STREAM_ROUTES, streamStatus } from "../support/event-stream.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const lines: string[] = [];
const ctx = useTestApp({
  env: { LOG_LEVEL: "info" },
  logStream: { write: (line) => void lines.push(line) },
});

/** What people type, each written so it cannot occur in a log by chance. */
const TYPED = {
  firstName: "Xanthippe",
  lastName: "Quillfeatherly",
  description: "Whirring marmalade noise behind the glovebox",
  address: "14 Periwinkle Mews",
  subject: "Tangerine gearbox enquiry",
  message: "Is the lavender bearing covered by the quote",
  reply: "Yes please, the ochre bearing too",
  response: "We have booked the cobalt bearing for Tuesday",
  search: "Zanzibarian",
  model: "Wobblecart",
};
const PLATE = "XQ19 ZZP";
const POSTCODE = "KW1 4YT";
const PHONE = "07700 900482";
const CUSTOMER_EMAIL = "xanthippe.quill@example.com";

const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A UK mobile or landline in any of the forms it is typed or stored in. */
const PHONE_NUMBER = /(?:\+44\s?|\b0)(?:\d\s?){9,10}\b/;
const CLIENT_ADDRESS = /\b198\.51\.100\.\d+\b|"ip"\s*:/;

/** The routes the run must reach: all but the API reference's own pages and HEAD twins. */
const routesToReach = () =>
  ctx.app.routeCatalogue.filter(
    (route) =>
      route.method !== "HEAD" &&
      route.access !== "static" &&
      !route.url.startsWith("/api/docs") &&
      !route.url.endsWith("/*"),
  );

/** The routes that "request completed" lines show were called, by method and path pattern. */
function reachedInLog() {
  const logged = lines
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; url?: string })
    .filter((entry) => entry.msg === "request completed" || entry.msg === "request errored")
    .map((entry) => `${entry.method} ${(entry.url ?? "").split("?")[0]}`);
  return routesToReach().filter((route) => {
    const pattern = new RegExp(
      `^${route.method} ${route.url.replace(/:[A-Za-z]+/g, "[^/]+").replace(/\//g, "\\/")}$`,
    );
    return logged.some((line) => pattern.test(line));
  });
}

describe("the log of a run through every route", () => {
  it("names accounts and rows by id: no e-mail address, phone number, client address or typed text", async () => {
    const { app, db } = ctx;
    const origin = ctx.config.publicUrl;
    const as = (
      cookie: string | undefined,
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: unknown,
    ) =>
      app.inject({
        method,
        url,
        // The development mailbox answers this machine only.
        remoteAddress: url.includes("/dev/mailbox") ? "127.0.0.1" : nextClientIp(),
        headers: { origin, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    // A customer registers with their own details, confirms, signs in, fails once, resets.
    const registered = await register(app, {
      email: CUSTOMER_EMAIL,
      firstName: TYPED.firstName,
      lastName: TYPED.lastName,
      phone: PHONE,
      postcode: POSTCODE,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await confirmEmail(app, db, CUSTOMER_EMAIL);
    expect((await signIn(app, CUSTOMER_EMAIL, "Wrong-Password-9")).statusCode).toBe(401);
    expect((await signIn(app, "nobody.at.all@example.com", GOOD_PASSWORD)).statusCode).toBe(401);
    await as(undefined, "POST", "/api/auth/request-password-reset", {
      email: CUSTOMER_EMAIL,
      redirectTo: "/reset-password",
    });
    const resetMail = await latestEmail(db, CUSTOMER_EMAIL, "password-reset");
    const resetLink = await as(undefined, "GET", linkIn(resetMail!.text, "/reset-password/"));
    const token = new URL(String(resetLink.headers.location), origin).searchParams.get("token");
    const reset = await as(undefined, "POST", "/api/auth/reset-password", {
      token,
      newPassword: GOOD_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await signIn(app, CUSTOMER_EMAIL, GOOD_PASSWORD, true);
    expect(signedIn.statusCode).toBe(200);
    const customer = cookieHeader(signedIn);

    // Their own words: profile, a quote request, a saved vehicle.
    await as(customer, "PUT", "/api/profile", { address: TYPED.address, phone: PHONE });
    const submitted = await as(
      customer,
      "POST",
      "/api/quote-requests",
      quoteForm({
        firstName: TYPED.firstName,
        lastName: TYPED.lastName,
        description: TYPED.description,
        mobile: PHONE,
        postcode: POSTCODE,
        registration: PLATE,
        model: TYPED.model,
      }),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const requestId: string = submitted.json().id;
    await as(customer, "POST", "/api/vehicles", { registration: PLATE, model: TYPED.model });

    // Staff write to them; they answer; staff answer the conversation.
    const staff = await signedInAs(app, db, "quill.staff@example.com", "super_admin");
    const sent = await as(staff, "POST", `/api/admin/quote-requests/${requestId}/messages`, {
      subject: TYPED.subject,
      message: TYPED.message,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await as(customer, "GET", "/api/messages");
    const staffMessage = inbox
      .json()
      .items.find((item: { type: string }) => item.type === "message") as { id: string };
    const replied = await as(customer, "POST", `/api/messages/${staffMessage.id}/replies`, {
      message: TYPED.reply,
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const tickets = (await as(staff, "GET", "/api/admin/tickets")).json().items as {
      id: string;
    }[];
    const responded = await as(staff, "POST", `/api/admin/tickets/${tickets[0]!.id}/responses`, {
      message: TYPED.response,
    });
    expect(responded.statusCode, responded.body).toBe(201);
    await as(staff, "GET", `/api/admin/garages?search=${encodeURIComponent(TYPED.search)}`);
    await signedInAs(app, db, "new.quill.staff@example.com");
    const promoted = await as(staff, "POST", "/api/admin/staff", {
      email: "new.quill.staff@example.com",
    });
    expect(promoted.statusCode, promoted.body).toBeLessThan(300);

    // Every other route, as the role it is for, given the same kinds of text.
    // A garage's user, invited from the directory with the garage's typed details.
    const [garage] = await db
      .insert(garages)
      .values({
        name: TYPED.lastName,
        address: TYPED.address,
        phone: PHONE,
        email: "quill.garage@example.com",
      })
      .returning({ id: garages.id });
    const garageUser = await garageUserCookie(
      app,
      db,
      staff,
      garage!.id,
      "quill.garage.user@example.com",
    );
    const cookies = { public: undefined, customer, staff, super_admin: staff, garage: garageUser };
    const generic = {
      email: "generic.quill@example.com",
      firstName: TYPED.firstName,
      lastName: TYPED.lastName,
      name: TYPED.lastName,
      phone: PHONE,
      mobile: PHONE,
      address: TYPED.address,
      subject: TYPED.subject,
      message: TYPED.message,
      description: TYPED.description,
      registration: PLATE,
    };
    const reached = new Set(reachedInLog().map((r) => `${r.method} ${r.url}`));
    for (const route of routesToReach()) {
      if (reached.has(`${route.method} ${route.url}`)) continue;
      // Sign-out last, so the customer's session serves the rest.
      if (route.url === "/api/auth/sign-out") continue;
      const id = route.url.includes("quote-requests/:id") ? requestId : randomUUID();
      const url = `${route.url.replace(/:[A-Za-z]+/g, id)}?search=${encodeURIComponent(TYPED.search)}`;
      const cookie = route.access === "static" ? undefined : cookies[route.access];
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      await db.execute(sql`delete from rate_limit`);
      if (EVENT_STREAM_ROUTES.has(`${route.method} ${route.url}`)) {
        await streamStatus(app, url, cookie);
        continue;
      }
      await as(cookie, method, url, method === "GET" || method === "DELETE" ? undefined : generic);
    }
    await as(customer, "POST", "/api/auth/sign-out", {});

    // Every queued e-mail is delivered to the development mailbox, which logs each delivery.
    while ((await app.services.outboxWorker.processDue()) > 0) {}

    const reachedAtLast = reachedInLog();
    const missed = routesToReach()
      .filter((route) => !reachedAtLast.includes(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(missed).toEqual([]);
    const log = lines.join("");
    expect(log).toContain("auth: sign-in succeeded");
    expect(log).toContain("auth: sign-in failed");
    expect(log).toContain("dev mailbox: e-mail delivered");
    expect(log.match(EMAIL_ADDRESS)?.[0]).toBeUndefined();
    expect(log.match(PHONE_NUMBER)?.[0]).toBeUndefined();
    expect(log.match(CLIENT_ADDRESS)?.[0]).toBeUndefined();
    for (const typed of [...Object.values(TYPED), PLATE, PLATE.replace(" ", ""), POSTCODE]) {
      expect(log, typed).not.toContain(typed);
      expect(log, typed).not.toContain(encodeURIComponent(typed));
    }
    expect(log).not.toContain(String(token));
  }, 120_000);
});
