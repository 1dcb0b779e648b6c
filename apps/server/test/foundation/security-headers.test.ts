import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { openDatabase } from "../../src/db/client.ts";
import { testConfig } from "../support/test-app.ts";

/** The options this app gave @fastify/helmet before its headers were built once. */
function helmetOptions(https: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } as const;
}

/** What helmet sends: every header of a bare route's answer but Fastify's own. */
async function helmetHeaders(https: boolean): Promise<Record<string, unknown>> {
  const bare = Fastify();
  await bare.register(helmet, helmetOptions(https));
  bare.get("/", async () => "");
  const res = await bare.inject({ method: "GET", url: "/" });
  await bare.close();
  const {
    "content-type": _t,
    "content-length": _l,
    date: _d,
    connection: _c,
    ...rest
  } = res.headers;
  return rest;
}

const XSLT_BANNER_HASH = "'unsafe-hashes' 'sha256-TXA+6usvAyONGFuiE99/kgV7JxYXAtQaottQ4sJDSIw='";

describe.each([
  ["http", "http://localhost:3000"],
  ["https", "https://automobi.example"],
])("security headers over %s", (scheme, publicUrl) => {
  const https = scheme === "https";
  let app: Awaited<ReturnType<typeof buildApp>>;
  let expected: Record<string, unknown>;
  beforeAll(async () => {
    expected = await helmetHeaders(https);
    app = await buildApp(testConfig({ PUBLIC_URL: publicUrl }), {
      database: await openDatabase({ kind: "pglite" }),
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it.each([
    ["a JSON route", "/api/live", 200],
    ["an unknown page", "/no-such-page", 404],
    ["a signed-out call to a signed-in route", "/api/profile", 401],
  ])("are helmet's own on %s", async (_name, url, status) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(expected)) {
      expect(res.headers[name], name).toEqual(value);
    }
    expect(Object.keys(expected)).toContain("content-security-policy");
    expect("strict-transport-security" in res.headers).toBe(https);
  });

  it("widen the sitemap's script-src by the XSLT banner's hash alone", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.headers["content-security-policy"]).toBe(
      String(expected["content-security-policy"]).replace(
        "script-src 'self'",
        `script-src 'self' ${XSLT_BANNER_HASH}`,
      ),
    );
    expect(res.headers["x-frame-options"]).toBe(expected["x-frame-options"]);
  });
});
