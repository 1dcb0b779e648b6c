import { LIVE_STREAMS_PER_ACCOUNT, LIVE_UPDATE_MESSAGES } from "@automobi/domain";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../src/db/schema/index.ts";
import { saveSettings, storedRequest, useAccounts } from "../admin/fixtures.ts";
import { signedInAs } from "../support/accounts.ts";
import { type EventStream, listeningUrl, openEventStream } from "../support/event-stream.ts";
import { useTestApp } from "../support/test-app.ts";
import { waitUntil } from "../support/wait.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
let base = "";
beforeAll(async () => {
  base = await listeningUrl(ctx.app);
});
const open: EventStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(path: string, cookie?: string) {
  const opened = await openEventStream(base, path, cookie);
  open.push(opened);
  return opened;
}

/** A stream past its `ready` event. */
async function ready(path: string, cookie: string) {
  const opened = await stream(path, cookie);
  expect(opened.status).toBe(200);
  expect(opened.contentType).toBe("text/event-stream; charset=utf-8");
  expect(await opened.next()).toEqual({ event: "ready", data: "{}" });
  return opened;
}

const topicsOf = (data: string) => (JSON.parse(data) as { topics: string[] }).topics.sort();

async function notify(userId: string) {
  await ctx.db.insert(notifications).values({
    userId,
    kind: "new_message",
    title: "A message",
    body: "About your request",
  });
}

describe("GET /api/events (a customer's dashboard)", () => {
  it("tells the customer what changed for them, and nobody else", async () => {
    const mine = await ready("/api/events", accounts.cookies.customer);
    const theirs = await ready("/api/events", accounts.cookies.other);
    await storedRequest(ctx, accounts.customerId);
    const change = await mine.next();
    expect(change.event).toBe("change");
    expect(topicsOf(change.data)).toContain("requests");
    // The other customer's stream heard the same notices and was told nothing: the first news
    // it gets is of their own change, made after, and names nothing else.
    await notify(accounts.otherId);
    expect(topicsOf((await theirs.next()).data)).toEqual(["notifications"]);
  });

  it("says nothing of a change that was rolled back", async () => {
    const mine = await ready("/api/events", accounts.cookies.customer);
    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(notifications).values({
          userId: accounts.customerId,
          kind: "new_message",
          title: "Never sent",
          body: "Rolled back",
        });
        throw new Error("roll back");
      })
      .catch(() => {});
    await storedRequest(ctx, accounts.customerId);
    // The first news is the committed request alone: no word of the rolled-back notification.
    expect(topicsOf((await mine.next()).data)).toEqual(["requests"]);
    await notify(accounts.customerId);
    expect(topicsOf((await mine.next()).data)).toEqual(["notifications"]);
  });

  it("ends a stream as soon as its session is signed out", async () => {
    // an account of its own to sign out, so the other tests keep their sessions
    const own = await signedInAs(ctx.app, ctx.db, "stream-out@example.com");
    const live = await ready("/api/events", own);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: own, origin: ctx.config.publicUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await expect(live.next(2_000)).rejects.toThrow("the stream ended");
  });

  it("holds at most a few streams an account in one process", async () => {
    for (let i = 0; i < LIVE_STREAMS_PER_ACCOUNT; i++) {
      await ready("/api/events", accounts.cookies.customer);
    }
    const refused = await stream("/api/events", accounts.cookies.customer);
    expect(refused.status).toBe(429);
    for (const s of open.splice(0)) s.close();
    // closed streams are counted out again, once the server has seen them close
    await waitUntil(() => ctx.app.services.changes.streams === 0, 5_000, {
      everyMs: 20,
      what: "the closed streams to end",
    });
    expect((await stream("/api/events", accounts.cookies.customer)).status).toBe(200);
  });

  it("refuses callers the route is not for", async () => {
    expect((await stream("/api/events")).status).toBe(401);
    const staffOnly = await stream("/api/admin/events", accounts.cookies.customer);
    expect(staffOnly.status).toBe(403);
  });
});

describe("GET /api/admin/events (the staff screens)", () => {
  it("tells staff of every customer's changes, coalesced into one event", async () => {
    const staff = await ready("/api/admin/events", accounts.cookies.admin);
    await storedRequest(ctx, accounts.customerId);
    await storedRequest(ctx, accounts.otherId);
    const change = await staff.next();
    expect(change.event).toBe("change");
    expect(topicsOf(change.data)).toEqual(["requests"]);
    // staff hear nothing of a customer's notifications, which no staff screen lists: the next
    // news after one is of a request, made after it, and names nothing else
    await notify(accounts.customerId);
    await storedRequest(ctx, accounts.otherId);
    expect(topicsOf((await staff.next()).data)).toEqual(["requests"]);
  });

  it("tells staff and customers alike of a change to the System Settings", async () => {
    const staff = await ready("/api/admin/events", accounts.cookies.admin);
    const customer = await ready("/api/events", accounts.cookies.customer);
    const saved = await saveSettings(ctx, accounts, { maxQuoteResponseHours: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(topicsOf((await staff.next()).data)).toContain("settings");
    expect(topicsOf((await customer.next()).data)).toContain("settings");
  });

  it("ends every stream when the server stops listening, and refuses new ones until it listens", async () => {
    const staff = await ready("/api/admin/events", accounts.cookies.admin);
    ctx.app.services.changes.setListening(false);
    try {
      await expect(staff.next(2_000)).rejects.toThrow("the stream ended");
      const refused = await ctx.app.inject({
        method: "GET",
        url: "/api/admin/events",
        headers: { cookie: accounts.cookies.admin },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe(LIVE_UPDATE_MESSAGES.unavailable);
    } finally {
      ctx.app.services.changes.setListening(true);
    }
  });
});
