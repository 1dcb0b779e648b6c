import { once } from "node:events";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import {
  devMailboxTransport,
  type MailTransport,
  smtpTransport,
} from "../../src/email/transports.ts";
import { OutboxWorker } from "../../src/email/worker.ts";
import { useTestApp } from "../support/test-app.ts";

const held: Socket[] = [];
async function listen(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    held.push(socket);
    onConnection(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  afterAll(() => void server.close());
  return (server.address() as AddressInfo).port;
}
afterAll(() => {
  for (const socket of held) socket.destroy();
});

/** An SMTP "server" that accepts the connection and then says nothing, ever. */
const port = await listen(() => {});

/**
 * One that greets, then answers EHLO with a reply that never ends: a continuation line every
 * 300 ms, so the connection is never silent long enough for the socket timeout.
 */
const dripPort = await listen((socket) => {
  socket.write("220 drip.test ESMTP\r\n");
  socket.once("data", () => {
    const drip = setInterval(() => socket.write("250-still thinking\r\n"), 300);
    socket.on("close", () => clearInterval(drip));
  });
});

const ctx = useTestApp();

describe("SMTP timeouts", () => {
  it("gives up on a server that never greets, and the row waits for its retry", async () => {
    const queued = await ctx.app.services.outbox.enqueue(ctx.db, "patient@example.com", "welcome", {
      customerName: "Pat",
      customerEmail: "patient@example.com",
    });
    const worker = new OutboxWorker({
      db: ctx.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, {
        connectionTimeout: 1_000,
        greetingTimeout: 300,
        socketTimeout: 1_000,
      }),
      from: "Automobi <no-reply@automobi.test>",
      log: ctx.app.log,
    });
    // nodemailer's own greeting timeout is 30 s: without ours this outlives the test.
    expect(await worker.processDue()).toBe(1);
    await worker.stop();
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
    expect(row!.lastError).toMatch(/greeting/i);
  });

  it("gives up on a server that keeps a send going past its deadline, and the row waits for its retry", async () => {
    const queued = await ctx.app.services.outbox.enqueue(ctx.db, "dripped@example.com", "welcome", {
      customerName: "Dee",
      customerEmail: "dripped@example.com",
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${dripPort}`, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 1_000,
    });
    expect(transport.sendDeadlineMs).toBe(1_600);
    const worker = new OutboxWorker({
      db: ctx.db,
      transport,
      from: "a@b.test",
      log: ctx.app.log,
      batchSize: 1,
    });
    // Never silent for 1 s, so only the deadline ends it: without it this never returns.
    expect(await worker.processDue()).toBe(1);
    await worker.stop();
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
    expect(row!.lastError).toBe("SMTP send not finished within 1600 ms; gave up");
  });

  it("keeps a claim longer than a send can last, also when SMTP_URL's query string lengthens the timeouts", () => {
    const claimOf = (transport: MailTransport) =>
      new OutboxWorker({ db: ctx.db, transport, from: "a@b.test", log: ctx.app.log }).staleClaimMs;
    const byDefault = smtpTransport("smtp://127.0.0.1:2525");
    const lengthened = smtpTransport("smtp://127.0.0.1:2525?socketTimeout=1200000");
    const devMailbox = devMailboxTransport(ctx.app.log);
    // RFC 5321's 5 minutes for the greeting and 10 for the reply to the end of the message.
    expect(byDefault.sendDeadlineMs).toBe(1_200_000);
    expect(lengthened.sendDeadlineMs).toBe(1_800_000);
    for (const transport of [byDefault, lengthened, devMailbox]) {
      expect(claimOf(transport)).toBeGreaterThanOrEqual(2 * transport.sendDeadlineMs);
      transport.close();
    }
    expect(claimOf(byDefault)).toBeGreaterThan(10 * 60_000);
  });
});
