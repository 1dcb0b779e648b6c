import { Readable } from "node:stream";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_MESSAGES,
  photoRoomMessage,
} from "@automobi/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";
import {
  call,
  type FilePart,
  images,
  multipart,
  photoCount,
  storedRequest,
  upload,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const fresh = () => storedRequest(ctx, accounts.ids.owner);
const url = (id: string) => `/api/quote-requests/${id}/photos`;

/** POST a body as the owner, given whole or as a stream of the given pieces. */
function send(id: string, payload: Buffer | Buffer[], headers: Record<string, string>) {
  const body = Array.isArray(payload) ? Readable.from(payload) : payload;
  return ctx.app.inject({
    method: "POST",
    url: url(id),
    remoteAddress: "203.0.113.40",
    headers: { cookie: accounts.cookies.owner, origin: ctx.config.publicUrl, ...headers },
    payload: body,
  });
}

/** `buffer` in pieces of `size` bytes, as a network delivers it. */
function pieces(buffer: Buffer, size: number) {
  const out: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += size) out.push(buffer.subarray(at, at + size));
  return out;
}

const photos = (n: number): FilePart[] =>
  Array.from({ length: n }, (_, i) => ({ data: images.png(), filename: `photo-${i}.png` }));

describe("the size of an uploaded photo", () => {
  it("refuses a photo of 5 MB and 1 byte whole (413), however its bytes arrive, and stores nothing", async () => {
    const id = await fresh();
    const body = multipart({ data: images.jpeg(MAX_PHOTO_BYTES + 1) });
    // Where the file's 5 MB end: the last byte may come in a piece of its own.
    const fileEnd = body.payload.indexOf(Buffer.from("\r\n--", "latin1"), 200) - 1;
    const deliveries: [string, Buffer | Buffer[]][] = [
      ["in one piece", body.payload],
      [
        "with its last byte alone",
        [body.payload.subarray(0, fileEnd), body.payload.subarray(fileEnd)],
      ],
      ["in 64 KiB pieces", pieces(body.payload, 64 * 1024)],
      ["in 1,000-byte pieces", pieces(body.payload, 1_000)],
    ];
    for (const [how, payload] of deliveries) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const res = await send(id, payload, body.headers);
        expect(res.statusCode, `${how}: ${res.body}`).toBe(413);
        expect(res.json().error).toEqual({
          code: "PAYLOAD_TOO_LARGE",
          message: PHOTO_MESSAGES.tooLarge,
        });
      }
    }
    const huge = multipart({ data: images.png(20 * 1024 * 1024) });
    const res = await send(id, pieces(huge.payload, 64 * 1024), huge.headers);
    expect(res.statusCode).toBe(413);
    expect(await photoCount(ctx, id)).toBe(0);
  });

  it("takes exactly 5 MB delivered in pieces, whole", async () => {
    const id = await fresh();
    const data = images.webp(MAX_PHOTO_BYTES);
    const body = multipart({ data });
    const res = await send(id, pieces(body.payload, 64 * 1024), body.headers);
    expect(res.statusCode, res.body).toBe(201);
    const bytes = await call(ctx, accounts, "owner", "GET", res.json().items[0].url);
    expect(bytes.rawPayload.equals(data)).toBe(true);
  });
});

describe("several photos in one upload", () => {
  it("lists new photos after the request's newest, in the order sent, whatever the clock says", async () => {
    const id = await fresh();
    const first = await upload(ctx, accounts, "owner", id, {
      data: images.png(),
      filename: "a.png",
    });
    expect(first.statusCode, first.body).toBe(201);
    // A clock that has not moved on since (or a coarse one): the stored photo reads as later.
    await ctx.db.execute(
      sql`update request_photos set created_at = now() + interval '1 hour' where quote_request_id = ${id}`,
    );
    const more = await upload(
      ctx,
      accounts,
      "owner",
      id,
      { data: images.jpeg(), filename: "b.jpg" },
      { data: images.webp(), filename: "c.webp" },
    );
    expect(more.statusCode, more.body).toBe(201);
    const list = await call(ctx, accounts, "owner", "GET", url(id));
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([
      first.json().items[0].id,
      ...more.json().items.map((p: { id: string }) => p.id),
    ]);
  });

  it("stores every photo of an upload of up to 5, in the order sent", async () => {
    const id = await fresh();
    const res = await upload(
      ctx,
      accounts,
      "owner",
      id,
      { data: images.png(), filename: "front.png" },
      { data: images.jpeg(), filename: "back.jpg" },
      { data: images.webp(), filename: "wheel.webp" },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.map((p: { contentType: string }) => p.contentType)).toEqual([
      "image/png",
      "image/jpeg",
      "image/webp",
    ]);
    const list = await call(ctx, accounts, "owner", "GET", url(id));
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual(
      res.json().items.map((p: { id: string }) => p.id),
    );
    // Three stored: room for two more, and an upload of three is refused whole.
    const three = await upload(ctx, accounts, "owner", id, ...photos(3));
    expect(three.statusCode).toBe(409);
    expect(three.json().error.message).toBe(photoRoomMessage(2));
    expect(photoRoomMessage(1)).toBe(
      "This quote request has room for 1 more photo (5 at most). Please choose fewer.",
    );
    expect(await photoCount(ctx, id)).toBe(3);
    const two = await upload(ctx, accounts, "owner", id, ...photos(2));
    expect(two.statusCode).toBe(201);
    expect(two.json().items).toHaveLength(2);
    expect(await photoCount(ctx, id)).toBe(5);
  });

  it.each([MAX_PHOTOS_PER_UPLOAD + 1, 30])(
    "refuses %i files in one upload (413) and stores none of them",
    async (n) => {
      const id = await fresh();
      const res = await upload(ctx, accounts, "owner", id, ...photos(n));
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "Please upload no more than 5 photos at a time.",
      });
      expect(await photoCount(ctx, id)).toBe(0);
    },
  );

  it("stores nothing when one photo of the upload is refused, whichever it is", async () => {
    const id = await fresh();
    const oversized = await upload(
      ctx,
      accounts,
      "owner",
      id,
      { data: images.png() },
      { data: images.jpeg(MAX_PHOTO_BYTES + 1) },
    );
    expect(oversized.statusCode).toBe(413);
    const notAnImage = await upload(
      ctx,
      accounts,
      "owner",
      id,
      { data: images.png() },
      { data: Buffer.from("plain text\n"), filename: "notes.png" },
    );
    expect(notAnImage.statusCode).toBe(415);
    const wrongField = await upload(
      ctx,
      accounts,
      "owner",
      id,
      { data: images.png() },
      { data: images.png(), field: "picture" },
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ photo: PHOTO_MESSAGES.missing });
    expect(await photoCount(ctx, id)).toBe(0);
  });
});

describe("a malformed upload", () => {
  it("is a 400 that stores nothing: no boundary, a body cut short, or no multipart at all", async () => {
    const id = await fresh();
    const one = multipart({ data: images.png(50_000) });
    const two = multipart({ data: images.png() }, { data: images.jpeg(50_000) });
    const cutAfterFirst = two.payload.subarray(0, two.payload.length - 20_000);
    const bodies: [string, Buffer | Buffer[], Record<string, string>][] = [
      ["no boundary", one.payload, { "content-type": "multipart/form-data" }],
      ["cut inside the file", one.payload.subarray(0, 30_000), one.headers],
      ["cut inside the second file", cutAfterFirst, two.headers],
      ["cut, in pieces", pieces(cutAfterFirst, 4_096), two.headers],
      [
        "cut before its closing line",
        one.payload.subarray(0, one.payload.length - 10),
        one.headers,
      ],
      ["not multipart", Buffer.from("just some bytes, no parts at all"), one.headers],
    ];
    for (const [how, payload, headers] of bodies) {
      const res = await send(id, payload, headers);
      expect(res.statusCode, `${how}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message, how).toMatch(
        new RegExp(
          `^(${PHOTO_MESSAGES.unreadable}|${PHOTO_MESSAGES.missing})$`.replace(/\./g, "\\."),
        ),
      );
    }
    expect(await photoCount(ctx, id)).toBe(0);
  });
});
