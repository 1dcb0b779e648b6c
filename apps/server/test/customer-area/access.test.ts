import { randomUUID } from "node:crypto";
import { PHOTO_MESSAGES } from "@automobi/domain";
import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, requestPhotos, rewardTransactions } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  call,
  images,
  multipart,
  photoCount,
  requestRow,
  storedRequest,
  upload,
  useAccounts,
  type Who,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/** The owner's fresh request with one photo, one notification and one ledger entry. */
async function ownersThings() {
  const requestId = await storedRequest(ctx, accounts.ids.owner);
  const photo = (await upload(ctx, accounts, "owner", requestId)).json().items[0];
  const [notification] = await ctx.db
    .insert(notifications)
    .values({ userId: accounts.ids.owner, kind: "new_quote", title: "New quote", body: "£100" })
    .returning({ id: notifications.id });
  return { requestId, photoId: photo.id as string, notificationId: notification!.id };
}
type Things = Awaited<ReturnType<typeof ownersThings>>;

interface RouteCase {
  name: string;
  send: (who: Who, t: Things) => Promise<LightMyRequestResponse>;
  /** What the owner gets, and what each other caller gets besides 401 when signed out. */
  owner: number;
  other: number;
  admin: number;
  /** The 404's message, when it is not the request's. */
  notFound?: string;
  /** After a refused call: the owner's things are as they were. */
  unchanged?: (t: Things) => Promise<void>;
}

const req = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: object) =>
  call(ctx, accounts, who, method, url, body as Record<string, unknown> | undefined);

const stillPending = async (t: Things) => {
  const row = await requestRow(ctx, t.requestId);
  expect(row).toMatchObject({ status: "pending", services: ["oil-service"] });
  expect(await photoCount(ctx, t.requestId)).toBe(1);
};

const ROUTES: RouteCase[] = [
  {
    name: "GET /api/dashboard/stats",
    send: (who) => req(who, "GET", "/api/dashboard/stats"),
    owner: 200,
    other: 200,
    admin: 200,
  },
  {
    name: "GET /api/notifications",
    send: (who) => req(who, "GET", "/api/notifications"),
    owner: 200,
    other: 200,
    admin: 200,
  },
  {
    name: "POST /api/notifications/read",
    send: (who, t) => req(who, "POST", "/api/notifications/read", { ids: [t.notificationId] }),
    owner: 200,
    other: 200,
    admin: 200,
    unchanged: async (t) => {
      const [row] = await ctx.db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, t.notificationId));
      expect(row!.readAt).toBeNull();
    },
  },
  {
    name: "GET /api/rewards",
    send: (who) => req(who, "GET", "/api/rewards"),
    owner: 200,
    other: 200,
    admin: 200,
  },
  {
    name: "GET /api/quote-requests/:id",
    send: (who, t) => req(who, "GET", `/api/quote-requests/${t.requestId}`),
    owner: 200,
    other: 404,
    admin: 404,
  },
  {
    name: "PATCH /api/quote-requests/:id",
    send: (who, t) =>
      req(who, "PATCH", `/api/quote-requests/${t.requestId}`, { services: ["respray"] }),
    owner: 200,
    other: 404,
    admin: 404,
    unchanged: stillPending,
  },
  {
    name: "POST /api/quote-requests/:id/delete",
    send: (who, t) => req(who, "POST", `/api/quote-requests/${t.requestId}/delete`),
    owner: 200,
    other: 404,
    admin: 404,
    unchanged: stillPending,
  },
  {
    name: "POST /api/quote-requests/:id/photos",
    send: (who, t) => upload(ctx, accounts, who, t.requestId, { data: images.webp() }),
    owner: 201,
    other: 404,
    admin: 404,
    unchanged: stillPending,
  },
  {
    name: "GET /api/quote-requests/:id/photos",
    send: (who, t) => req(who, "GET", `/api/quote-requests/${t.requestId}/photos`),
    owner: 200,
    other: 404,
    admin: 404,
  },
  {
    name: "DELETE /api/quote-requests/:id/photos/:photoId",
    send: (who, t) => req(who, "DELETE", `/api/quote-requests/${t.requestId}/photos/${t.photoId}`),
    owner: 200,
    other: 404,
    admin: 404,
    unchanged: stillPending,
  },
  {
    name: "GET /api/photos/:photoId",
    send: (who, t) => req(who, "GET", `/api/photos/${t.photoId}`),
    notFound: PHOTO_MESSAGES.notFound,
    owner: 200,
    other: 404,
    admin: 200,
  },
];

describe.each(ROUTES)("$name", (route) => {
  let things: Things;
  beforeAll(async () => {
    things = await ownersThings();
  });

  it("needs a session (401), before the input is looked at", async () => {
    const res = await route.send("anonymous", things);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    await route.unchanged?.(things);
  });

  it.each(["other", "admin"] as const)("answers %s as the matrix says", async (who) => {
    const res = await route.send(who, things);
    expect(res.statusCode, res.body).toBe(route[who]);
    if (route[who] === 404) {
      expect(res.json().error.code).toBe("NOT_FOUND");
      expect(res.json().error.message).toBe(route.notFound ?? QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    }
    await route.unchanged?.(things);
  });

  it("lets the owner in", async () => {
    const res = await route.send("owner", things);
    expect(res.statusCode, res.body).toBe(route.owner);
  });
});

describe("what each account sees of the owner's", () => {
  let things: Things;
  beforeAll(async () => {
    things = await ownersThings();
    await ctx.db
      .insert(rewardTransactions)
      .values({ userId: accounts.ids.owner, points: 10, reason: "adjustment" });
  });

  const get = async (who: Exclude<Who, "anonymous">, url: string) => {
    const res = await req(who, "GET", url);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("counts, notifications and rewards are the caller's own", async () => {
    for (const who of ["other", "admin"] as const) {
      expect(await get(who, "/api/dashboard/stats")).toMatchObject({ total: 0, points: 0 });
      expect(await get(who, "/api/notifications")).toMatchObject({ total: 0, unread: 0 });
      expect(await get(who, "/api/rewards")).toMatchObject({ balance: 0, total: 0 });
    }
    expect((await get("owner", "/api/dashboard/stats")).total).toBeGreaterThan(0);
    expect((await get("owner", "/api/notifications")).unread).toBeGreaterThan(0);
    expect((await get("owner", "/api/rewards")).balance).toBeGreaterThan(0);
  });

  it("a photo's bytes: the owner and staff, nobody else, and 404 for an unknown one", async () => {
    const [row] = await ctx.db
      .select({ data: requestPhotos.data })
      .from(requestPhotos)
      .where(eq(requestPhotos.id, things.photoId));
    for (const who of ["owner", "admin"] as const) {
      const res = await req(who, "GET", `/api/photos/${things.photoId}`);
      expect(res.rawPayload.equals(row!.data)).toBe(true);
    }
    const res = await req("other", "GET", `/api/photos/${things.photoId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("PNG");
    expect((await req("admin", "GET", `/api/photos/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("a malformed id is 400 for the signed-in, 401 for anyone else", async () => {
    expect((await req("owner", "PATCH", "/api/quote-requests/nope", {})).statusCode).toBe(400);
    expect((await req("anonymous", "PATCH", "/api/quote-requests/nope", {})).statusCode).toBe(401);
    expect((await req("owner", "GET", "/api/photos/nope")).statusCode).toBe(400);
    expect((await req("anonymous", "GET", "/api/photos/nope")).statusCode).toBe(401);
  });

  it("an upload from another site's page is refused (403) and stores nothing", async () => {
    const before = await photoCount(ctx, things.requestId);
    const body = multipart({ data: images.png() });
    const evil = await ctx.app.inject({
      method: "POST",
      url: `/api/quote-requests/${things.requestId}/photos`,
      headers: { cookie: accounts.cookies.owner, origin: "https://evil.example", ...body.headers },
      payload: body.payload,
    });
    expect(evil.statusCode).toBe(403);
    expect(await photoCount(ctx, things.requestId)).toBe(before);
  });
});
