import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

// A built web app as the build leaves it: each asset with its brotli and gzip copies beside it.
const script = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `part ${i}`))};\n`;
const dist = mkdtempSync(join(tmpdir(), "automobi-compressed-dist-"));
mkdirSync(join(dist, "assets"));
const page = "<!doctype html><title>Automobi</title><div id=root></div>";
const index = join(dist, "index.html");
writeFileSync(index, page);
writeFileSync(`${index}.br`, brotliCompressSync(page));
writeFileSync(`${index}.gz`, gzipSync(page));
const asset = join(dist, "assets", "index-Abc123.js");
writeFileSync(asset, script);
writeFileSync(`${asset}.br`, brotliCompressSync(script));
writeFileSync(`${asset}.gz`, gzipSync(script));

// JSON well over the 1 KB threshold, as a long list answer would be.
const rows = Array.from({ length: 60 }, (_, i) => ({ id: i, registration: `AB${i} CDE` }));

const ctx = useTestApp({
  webDistDir: dist,
  extend: (app) => {
    app.get("/api/test/rows", { config: { access: "public" } }, async () => ({ rows }));
  },
});

const get = (url: string, acceptEncoding?: string, method: "GET" | "HEAD" = "GET") =>
  ctx.app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("compressed answers", () => {
  it("sends a built script's brotli copy to a client that accepts br", async () => {
    const res = await get("/assets/index-Abc123.js", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The build's file as it is (with its length), not a compression made for this request.
    expect(res.rawPayload.equals(readFileSync(`${asset}.br`))).toBe(true);
    expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("says br in the headers of a HEAD request too (what `curl -I` shows)", async () => {
    const res = await get("/assets/index-Abc123.js", "br", "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("sends the gzip copy to a gzip-only client and the file itself to one that accepts neither", async () => {
    const gzipped = await get("/assets/index-Abc123.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.rawPayload.equals(readFileSync(`${asset}.gz`))).toBe(true);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-Abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers a client route with the page's compressed copy, as the client accepts", async () => {
    const br = await get("/dashboard", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-type"]).toContain("text/html");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.equals(readFileSync(`${index}.br`))).toBe(true);

    const refusesBr = await get("/dashboard", "br;q=0, gzip");
    expect(refusesBr.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(refusesBr.rawPayload).toString()).toBe(page);

    const plain = await get("/dashboard");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it("compresses JSON over 1 KB for a client that accepts it", async () => {
    const res = await get("/api/test/rows", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });

    const plain = await get("/api/test/rows");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
  });

  it("compresses in one call, as the client's weights allow: gzip when br is refused, none for identity", async () => {
    const gzipped = await get("/api/test/rows", "br;q=0, gzip;q=0.5");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.rawPayload.length));
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual({ rows });

    const any = await get("/api/test/rows", "*");
    expect(any.headers["content-encoding"]).toBe("br");

    const identity = await get("/api/test/rows", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    // the answer depends on the header, so a cache keeps one copy per encoding
    expect(identity.headers.vary).toContain("Accept-Encoding");
    expect(identity.json()).toEqual({ rows });
  });

  it("leaves answers under 1 KB (the health check) as they are", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ status: "ok" });
  });

  it("passes better-auth's answers through the proxy intact", async () => {
    const res = await get("/api/auth/get-session", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toBeNull();
  });
});
