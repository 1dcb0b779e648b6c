import { randomUUID } from "node:crypto";
import {
  LOCKED_EDIT_MESSAGE,
  MAX_PHOTO_BYTES,
  NOT_PENDING_EDIT_MESSAGE,
  PHOTO_MESSAGES,
} from "@automobi/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests, requestPhotos } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  call,
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

describe("uploading a photo", () => {
  it.each([
    ["PNG", images.png(), "image/png"],
    ["JPEG", images.jpeg(), "image/jpeg"],
    ["WebP", images.webp(), "image/webp"],
  ] as const)("stores a %s in the database, typed from its bytes", async (_name, data, type) => {
    const id = await fresh();
    // The declared type and the name say otherwise: only the bytes count.
    const res = await upload(ctx, accounts, "owner", id, {
      data,
      filename: "holiday.gif",
      contentType: "application/octet-stream",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toHaveLength(1);
    const photo = res.json().items[0];
    expect(photo).toMatchObject({
      contentType: type,
      sizeBytes: data.length,
      url: `/api/photos/${photo.id}`,
    });
    expect(photo).not.toHaveProperty("data");
    const [row] = await ctx.db.select().from(requestPhotos).where(eq(requestPhotos.id, photo.id));
    expect(row!.data.equals(data)).toBe(true);
    expect(row!.originalName).toBe("holiday.gif");

    const bytes = await call(ctx, accounts, "owner", "GET", photo.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe(type);
    expect(bytes.headers["cache-control"]).toMatch(/^private\b/);
    expect(bytes.headers["x-content-type-options"]).toBe("nosniff");
    expect(bytes.rawPayload.equals(data)).toBe(true);
  });

  it("takes a photo of exactly 5 MB", async () => {
    const id = await fresh();
    const res = await upload(ctx, accounts, "owner", id, { data: images.jpeg(MAX_PHOTO_BYTES) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items[0].sizeBytes).toBe(MAX_PHOTO_BYTES);
  });

  it("refuses a photo over 5 MB (413) and stores nothing", async () => {
    const id = await fresh();
    const res = await upload(ctx, accounts, "owner", id, {
      data: images.png(MAX_PHOTO_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: PHOTO_MESSAGES.tooLarge,
    });
    expect(await photoCount(ctx, id)).toBe(0);
  });

  it.each([
    ["a text file named .png", Buffer.from("just some text, honestly\n"), "notes.png", "image/png"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "a.gif", "image/gif"],
    [
      "a RIFF that is not WebP",
      Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"),
      "a.webp",
      "image/webp",
    ],
    ["an empty file", Buffer.alloc(0), "empty.jpg", "image/jpeg"],
  ])("refuses %s (415) and stores nothing", async (_name, data, filename, contentType) => {
    const id = await fresh();
    const res = await upload(ctx, accounts, "owner", id, { data, filename, contentType });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: PHOTO_MESSAGES.notAnImage,
    });
    expect(await photoCount(ctx, id)).toBe(0);
  });

  it("refuses a body without a `photo` file (400), or sent as JSON (415)", async () => {
    const id = await fresh();
    const url = `/api/quote-requests/${id}/photos`;
    const wrongField = await upload(ctx, accounts, "owner", id, {
      field: "picture",
      data: images.png(),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(PHOTO_MESSAGES.missing);
    const empty = multipart();
    const noFile = await call(ctx, accounts, "owner", "POST", url, empty.payload, empty.headers);
    expect(noFile.statusCode).toBe(400);
    const json = await call(ctx, accounts, "owner", "POST", url, { photo: "iVBORw0KGgo=" });
    expect(json.statusCode).toBe(415);
    expect(await photoCount(ctx, id)).toBe(0);
  });

  it("keeps at most 5 per request (409 for the sixth), also when they arrive at once", async () => {
    const id = await fresh();
    const results = await Promise.all(
      Array.from({ length: 7 }, () => upload(ctx, accounts, "owner", id)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({
      code: "CONFLICT",
      message: PHOTO_MESSAGES.tooMany,
    });
    expect(await photoCount(ctx, id)).toBe(5);
  });

  it.each([
    ["a request no longer pending", "quoted", true, NOT_PENDING_EDIT_MESSAGE],
    ["a locked request", "pending", false, LOCKED_EDIT_MESSAGE],
  ] as const)("refuses a photo on %s (409)", async (_name, status, isEditable, message) => {
    const id = await storedRequest(ctx, accounts.ids.owner, { status, isEditable });
    const res = await upload(ctx, accounts, "owner", id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(message);
    expect(await photoCount(ctx, id)).toBe(0);
  });
});

describe("listing and removing photos", () => {
  it("lists a request's photos oldest first, with their URLs and without their bytes", async () => {
    const id = await fresh();
    const first = (await upload(ctx, accounts, "owner", id, { data: images.png() })).json()
      .items[0];
    const second = (await upload(ctx, accounts, "owner", id, { data: images.webp() })).json()
      .items[0];
    const res = await call(ctx, accounts, "owner", "GET", `/api/quote-requests/${id}/photos`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
    expect(res.json().items[1]).toEqual({
      id: second.id,
      contentType: "image/webp",
      sizeBytes: images.webp().length,
      createdAt: second.createdAt,
      url: `/api/photos/${second.id}`,
    });
  });

  it("removes a photo while the request is editable, and refuses once it is not", async () => {
    const id = await fresh();
    const a = (await upload(ctx, accounts, "owner", id)).json().items[0];
    const b = (await upload(ctx, accounts, "owner", id)).json().items[0];
    const removed = await call(
      ctx,
      accounts,
      "owner",
      "DELETE",
      `/api/quote-requests/${id}/photos/${a.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: a.id });
    expect(await photoCount(ctx, id)).toBe(1);
    const again = await call(
      ctx,
      accounts,
      "owner",
      "DELETE",
      `/api/quote-requests/${id}/photos/${a.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PHOTO_MESSAGES.notFound);

    await ctx.db
      .update(quoteRequests)
      .set({ status: "in_progress" })
      .where(eq(quoteRequests.id, id));
    const locked = await call(
      ctx,
      accounts,
      "owner",
      "DELETE",
      `/api/quote-requests/${id}/photos/${b.id}`,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(NOT_PENDING_EDIT_MESSAGE);
    expect(await photoCount(ctx, id)).toBe(1);
    // Still listed and served once the request has moved on.
    const list = await call(ctx, accounts, "owner", "GET", `/api/quote-requests/${id}/photos`);
    expect(list.json().items).toHaveLength(1);
  });

  it("answers 404 for a photo of another request of the same customer", async () => {
    const one = await fresh();
    const other = await fresh();
    const photo = (await upload(ctx, accounts, "owner", one)).json().items[0];
    const res = await call(
      ctx,
      accounts,
      "owner",
      "DELETE",
      `/api/quote-requests/${other}/photos/${photo.id}`,
    );
    expect(res.statusCode).toBe(404);
    expect(await photoCount(ctx, one)).toBe(1);
    expect(
      (await call(ctx, accounts, "owner", "GET", `/api/photos/${randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it("shows the photos to staff in the admin list, without the bytes", async () => {
    const id = await fresh();
    const photo = (await upload(ctx, accounts, "owner", id, { data: images.jpeg() })).json()
      .items[0];
    const res = await call(
      ctx,
      accounts,
      "admin",
      "GET",
      "/api/admin/quote-requests?view=active&pageSize=100",
    );
    expect(res.statusCode).toBe(200);
    const listed = res.json().items.find((r: { id: string }) => r.id === id);
    expect(listed.photos).toEqual([
      {
        id: photo.id,
        contentType: "image/jpeg",
        sizeBytes: images.jpeg().length,
        createdAt: photo.createdAt,
        url: `/api/photos/${photo.id}`,
      },
    ]);
    const bytes = await call(ctx, accounts, "admin", "GET", photo.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(images.jpeg())).toBe(true);
  });
});
