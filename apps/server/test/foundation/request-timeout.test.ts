import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { testConfig } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

// Short limits, so a stalled client is cut off within a test's time.
const TIMEOUTS = { headersMs: 400, requestMs: 600, checkEveryMs: 100 };
/** Long past the limits above, far short of a client that is never cut off. */
const WAIT_MS = 4_000;

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "automobi-timeout-"));
  database = await createTestDatabase();
  app = await buildApp(testConfig({}, dataDir), {
    database: database.handle,
    requestTimeouts: TIMEOUTS,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  /** What the server wrote before it closed, or by the end of the wait. */
  received: string;
  closed: boolean;
  afterMs: number;
}

/** Sends `head` on a raw connection, never more, and reports what the server did about it. */
function sendAndStall(head: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closed, afterMs: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), WAIT_MS);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => done(true));
  });
}

const body = JSON.stringify({ email: "someone@example.com", password: "Sturdy-Pass-42" });
const headers = [
  "POST /api/auth/sign-in/email HTTP/1.1",
  "Host: localhost:3000",
  "Origin: http://localhost:3000",
  "Content-Type: application/json",
  `Content-Length: ${Buffer.byteLength(body)}`,
].join("\r\n");

describe("a client that stops sending its request", () => {
  it("is answered 408 and disconnected when its body stops half-way", async () => {
    const outcome = await sendAndStall(`${headers}\r\n\r\n${body.slice(0, body.length / 2)}`);
    expect(outcome.closed).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
  });

  it("is answered 408 and disconnected when its headers stop half-way", async () => {
    const outcome = await sendAndStall(`${headers.split("\r\n").slice(0, 3).join("\r\n")}\r\n`);
    expect(outcome.closed).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("is answered as usual when a slow body arrives within the limit", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      let received = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`${headers}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
        setTimeout(() => socket.write(body.slice(10)), TIMEOUTS.requestMs / 3);
      });
      socket.on("data", (chunk) => (received += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () => resolve(received));
    });
    // An unknown account: the sign-in itself ran and refused the credentials.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
