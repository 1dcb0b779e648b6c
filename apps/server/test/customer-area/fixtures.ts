import { randomUUID } from "node:crypto";
import type { RequestStatus } from "@automobi/domain";
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { quoteRequests, requestPhotos, user } from "../../src/db/schema/index.ts";
import { nextClientIp, signedInAs } from "../support/accounts.ts";
import { type TestApp, usePrepared } from "../support/test-app.ts";

export type Who = "anonymous" | "owner" | "other" | "admin";

export interface Accounts {
  cookies: Record<Exclude<Who, "anonymous">, string>;
  ids: Record<Exclude<Who, "anonymous">, string>;
}

export const OWNER_EMAIL = "owner@example.com";

/** A customer, another customer and an admin, signed in before the file's tests. */
export function useAccounts(ctx: TestApp): Accounts {
  const accounts = { cookies: {}, ids: {} } as Accounts;
  const emails = {
    owner: OWNER_EMAIL,
    other: "other@example.com",
    admin: "staff@example.com",
  } as const;
  // Signed up once per run; each file starts from a copy of the database they were made in.
  const prepared = usePrepared(ctx, "customer-area/fixtures accounts", async (app, db) => ({
    owner: await signedInAs(app, db, emails.owner),
    other: await signedInAs(app, db, emails.other),
    admin: await signedInAs(app, db, emails.admin, "admin"),
  }));
  beforeAll(async () => {
    if (!prepared.current) throw new Error("the accounts were not prepared");
    for (const who of ["owner", "other", "admin"] as const) {
      accounts.cookies[who] = prepared.current[who];
      const [row] = await ctx.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, emails[who]));
      accounts.ids[who] = row!.id;
    }
  });
  return accounts;
}

/** A call as a browser on our own page makes it, as `who`. */
export function call(
  ctx: TestApp,
  accounts: Accounts,
  who: Who,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: Record<string, unknown> | Buffer,
  headers: Record<string, string> = {},
) {
  const cookie = who === "anonymous" ? undefined : accounts.cookies[who];
  return ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

export { submittedRequest } from "../admin/fixtures.ts";

/** A request written straight to the database, in `status` (its timestamps to match). */
export async function storedRequest(
  ctx: TestApp,
  userId: string,
  options: { status?: RequestStatus; isEditable?: boolean } = {},
) {
  const status = options.status ?? "pending";
  const [row] = await ctx.db
    .insert(quoteRequests)
    .values({
      userId,
      customerEmail: OWNER_EMAIL,
      vehicleRegistration: "AB12CDE",
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      services: ["oil-service"],
      description: "Grinding noise when braking",
      budgetRange: "100-300",
      postcode: "SW1A 1AA",
      mobile: "07700900123",
      travelDistance: "10-miles",
      timeframe: "this-week",
      status,
      isEditable: options.isEditable ?? true,
      completedAt: status === "completed" ? new Date() : null,
      deletedAt: status === "deleted" ? new Date() : null,
    })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

export async function requestRow(ctx: TestApp, id: string) {
  const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row!;
}

export async function photoCount(ctx: TestApp, requestId: string) {
  const rows = await ctx.db
    .select({ id: requestPhotos.id })
    .from(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, requestId));
  return rows.length;
}

/** Real image headers (a whole 1×1 PNG), padded to `size` bytes when asked. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG_HEAD = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
const WEBP_HEAD = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]),
]);

function padded(head: Buffer, size?: number) {
  if (size === undefined || size <= head.length) return head;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

export const images = {
  png: (size?: number) => padded(PNG_1X1, size),
  jpeg: (size?: number) => padded(JPEG_HEAD, size),
  webp: (size?: number) => padded(WEBP_HEAD, size),
};

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body with the given files, as a browser's FormData sends it. */
export function multipart(...files: FilePart[]) {
  const boundary = `----automobi-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "photo"}"; filename="${file.filename ?? "photo.png"}"\r\nContent-Type: ${file.contentType ?? "image/png"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST a photo to the request as `who`. */
export function upload(
  ctx: TestApp,
  accounts: Accounts,
  who: Who,
  requestId: string,
  ...files: FilePart[]
) {
  const body = multipart(...(files.length > 0 ? files : [{ data: images.png() }]));
  return call(
    ctx,
    accounts,
    who,
    "POST",
    `/api/quote-requests/${requestId}/photos`,
    body.payload,
    body.headers,
  );
}
