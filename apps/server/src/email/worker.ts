import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, queryRows } from "../db/client.ts";
import type { EmailAttachment } from "../db/schema/index.ts";
import { retryDelayMs } from "./retry-schedule.ts";
import type { MailTransport } from "./transports.ts";

interface ClaimedRow {
  id: string;
  template: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  attachments: EmailAttachment[] | null;
  attempts: number;
  max_attempts: number;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Most rows one pass sends before it yields to the next poll. */
  batchSize?: number;
}

/**
 * How long stop() waits for the message being sent. A slow server may take minutes to answer;
 * after this the send is ended and its row kept claimed, so it is sent again (by any worker)
 * only when the claim has run out, never while the server may still be taking it.
 */
export const STOP_GRACE_MS = 5_000;

/**
 * Sends due outbox rows. Each row is claimed with FOR UPDATE SKIP LOCKED just before its own
 * send, so any number of server processes can run a worker on the same database: a row is sent
 * again only when the worker that claimed it has been silent for longer than any send can take.
 */
export class OutboxWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /**
   * A row left 'sending' this long was claimed by a worker that died: claim it again. Twice the
   * transport's send deadline (40 min with the default SMTP timeouts), so a live worker's send
   * has always ended (sent or failed) first, however long the server takes to answer.
   */
  readonly staleClaimMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Only a started worker reacts to wake-ups; tests drive processDue() themselves. */
  private active = false;
  private stopping = false;
  /** Ends a send still in flight when stop() has waited long enough. */
  private readonly halt = new AbortController();

  constructor(private readonly options: OutboxWorkerOptions) {
    this.staleClaimMs = 2 * options.transport.sendDeadlineMs;
  }

  /**
   * Claims and sends due rows one at a time; returns how many it handled. One row per claim:
   * claiming a batch under one lock time made the batch's later rows look abandoned while a
   * slow SMTP server was still taking the first ones, and another process sent them again.
   * `now` freezes the clock for tests; by default each claim reads the time afresh.
   */
  async processDue(now?: Date): Promise<number> {
    const { batchSize = 10 } = this.options;
    const clock = () => now ?? new Date();
    let handled = 0;
    // Checked before each claim, so stop() waits for the message in hand, never a whole batch.
    while (handled < batchSize && !this.stopping) {
      const row = await this.claimOne(clock());
      if (!row) break;
      await this.deliver(row, clock);
      handled++;
    }
    return handled;
  }

  private async claimOne(at: Date): Promise<ClaimedRow | undefined> {
    const staleBefore = new Date(at.getTime() - this.staleClaimMs);
    const [row] = await queryRows<ClaimedRow>(
      this.options.db,
      // The due row and the abandoned one are each the first of their status in
      // email_outbox_status_next_attempt_at_idx: two short index reads, however many rows wait.
      // (One query with `or` sorted every waiting row on each claim, so a backlog of n rows,
      // after an SMTP outage, took n sorts of up to n rows to send.)
      sql`
      with due as (
        select id, next_attempt_at from email_outbox
        where status = 'pending' and next_attempt_at <= ${at}
        order by next_attempt_at limit 1
        for update skip locked
      ), abandoned as (
        select id, next_attempt_at from email_outbox
        where status = 'sending' and locked_at < ${staleBefore}
        order by next_attempt_at limit 1
        for update skip locked
      )
      update email_outbox set status = 'sending', locked_at = ${at}, locked_by = ${this.id},
        attempts = attempts + 1, updated_at = ${at}
      where id = (
        select id from (select * from due union all select * from abandoned) candidates
        order by next_attempt_at limit 1)
      returning id, template, to_address, subject, html, text, message_id, attachments, attempts,
        max_attempts`,
    );
    return row;
  }

  private async deliver(row: ClaimedRow, clock: () => Date) {
    const { db, transport, from, log } = this.options;
    try {
      await transport.send(
        {
          from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: row.message_id,
          attachments: row.attachments ?? [],
          outboxId: row.id,
          template: row.template,
        },
        this.halt.signal,
      );
      // Recorded even if another worker has since taken the row: it has been delivered.
      await db.execute(sql`
        update email_outbox set status = 'sent', sent_at = ${new Date()}, locked_at = null,
          locked_by = null, last_error = null, updated_at = ${new Date()}
        where id = ${row.id}`);
    } catch (err) {
      if (this.halt.signal.aborted) {
        // The server may still be taking it: the claim stays, and runs out before a retry.
        log.warn({ outboxId: row.id, attempt: row.attempts }, "e-mail send ended by shutdown");
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      // After the spec's fast tries (max_attempts) the row stays pending on a slower schedule,
      // so an SMTP outage delays e-mail instead of losing it; staff see last_error meanwhile.
      // A permanent refusal (an SMTP 5xx) will not change by waiting: failed at once, for
      // staff to resend once its cause is put right.
      const delay = isPermanentRefusal(err) ? null : retryDelayMs(row.attempts, row.max_attempts);
      const failed = delay === null;
      const next = new Date(clock().getTime() + (delay ?? 0));
      // Only while the claim is still ours: never undo a 'sent' or another worker's claim.
      await db.execute(sql`
        update email_outbox set status = ${failed ? "failed" : "pending"},
          next_attempt_at = ${next}, locked_at = null, locked_by = null,
          last_error = ${message.slice(0, 1000)}, updated_at = ${new Date()}
        where id = ${row.id} and status = 'sending' and locked_by = ${this.id}`);
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

  /**
   * Waits for the message being sent, if any, up to `graceMs`; then ends that send and leaves
   * its row claimed (see STOP_GRACE_MS).
   */
  async stop(graceMs = STOP_GRACE_MS) {
    this.active = false;
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    const running = this.running;
    if (running) {
      let grace: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        grace = setTimeout(resolve, graceMs);
      });
      await Promise.race([running, waited]);
      clearTimeout(grace);
      this.halt.abort();
      await running;
    }
    this.options.transport.close();
  }
}

/**
 * An SMTP server's permanent negative reply (5xx: no such mailbox, relaying denied, message
 * refused), as nodemailer reports it in `responseCode`. Timeouts, refused connections, 4xx
 * replies and 503 (commands out of sequence, usually a dropped session) are retried.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600 && code !== 503;
}
