import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, queryRows } from "../db/client.ts";
import type { MailTransport } from "./transports.ts";

/** Spec: 3 attempts, waiting 1 s × the attempt number between them. */
export const RETRY_DELAY_MS = 1000;
/** A row left 'sending' this long was claimed by a worker that died: claim it again. */
export const STALE_CLAIM_MS = 60_000;

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  attempts: number;
  max_attempts: number;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/**
 * Sends due outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server processes can run a worker on the same database without sending a row twice.
 */
export class OutboxWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Only a started worker reacts to wake-ups; tests drive processDue() themselves. */
  private active = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  /** Claims and sends one batch; returns how many rows it handled. */
  async processDue(now: Date = new Date()): Promise<number> {
    const { db, batchSize = 10 } = this.options;
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
    const claimed = await queryRows<ClaimedRow>(
      db,
      sql`
      update email_outbox set status = 'sending', locked_at = ${now}, locked_by = ${this.id},
        attempts = attempts + 1, updated_at = ${now}
      where id in (
        select id from email_outbox
        where (status = 'pending' and next_attempt_at <= ${now})
           or (status = 'sending' and locked_at < ${staleBefore})
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked)
      returning id, to_address, subject, html, text, message_id, attempts, max_attempts`,
    );
    for (const row of claimed) await this.deliver(row, now);
    return claimed.length;
  }

  private async deliver(row: ClaimedRow, now: Date) {
    const { db, transport, from, log } = this.options;
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id,
      });
      await db.execute(sql`
        update email_outbox set status = 'sent', sent_at = ${new Date()}, locked_at = null,
          locked_by = null, last_error = null, updated_at = ${new Date()}
        where id = ${row.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failed = row.attempts >= row.max_attempts;
      const next = new Date(now.getTime() + RETRY_DELAY_MS * row.attempts);
      await db.execute(sql`
        update email_outbox set status = ${failed ? "failed" : "pending"},
          next_attempt_at = ${next}, locked_at = null, locked_by = null,
          last_error = ${message.slice(0, 1000)}, updated_at = ${new Date()}
        where id = ${row.id}`);
      log.warn({ outboxId: row.id, attempt: row.attempts, failed }, "e-mail send failed");
    }
  }

  /** Runs one pass now unless one is already running. */
  wake = () => {
    if (!this.active || this.running) return;
    this.running = this.processDue()
      .catch((err) => {
        this.options.log.error({ err }, "outbox worker pass failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  };

  start(pollMs = 1000) {
    this.active = true;
    this.timer = setInterval(this.wake, pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop() {
    this.active = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.options.transport.close();
  }
}
