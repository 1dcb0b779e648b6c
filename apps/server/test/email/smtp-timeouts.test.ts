import { once } from "node:events";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { SMTP_TIMEOUTS, smtpTransport } from "../../src/email/transports.ts";
import { OutboxWorker, STALE_CLAIM_MS } from "../../src/email/worker.ts";
import { useTestApp } from "../support/test-app.ts";

/** An SMTP "server" that accepts the connection and then says nothing, ever. */
const held: Socket[] = [];
const silent = createServer((socket) => void held.push(socket));
silent.listen(0, "127.0.0.1");
await once(silent, "listening");
const port = (silent.address() as AddressInfo).port;
afterAll(() => {
  for (const socket of held) socket.destroy();
  silent.close();
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

  it("lets a stuck send fail well before another worker may take its row as abandoned", () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(STALE_CLAIM_MS);
  });
});
