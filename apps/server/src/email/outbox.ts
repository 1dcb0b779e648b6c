import { randomUUID } from "node:crypto";
import type { Config } from "../config.ts";
import type { DbOrTx } from "../db/client.ts";
import { onlyRow } from "../db/rows.ts";
import { type EmailAttachment, emailOutbox } from "../db/schema/index.ts";
import { readSettings } from "../records/settings.ts";
import { renderEmail, type TemplateData, type TemplateName } from "./templates/index.ts";

export interface QueuedEmail {
  id: string;
  messageId: string;
}

/**
 * Queues e-mails as outbox rows. Call it with the transaction that makes the change the
 * e-mail reports: if that transaction rolls back, the e-mail never existed.
 */
export class Outbox {
  private readonly messageIdHost: string;
  private wakeWorker: () => void = () => {};

  constructor(private readonly config: Config) {
    this.messageIdHost = new URL(config.publicUrl).hostname || "automobi.local";
  }

  /** The worker registers here so a queued e-mail goes out without waiting for the next poll. */
  onQueued(listener: () => void) {
    this.wakeWorker = listener;
  }

  async enqueue<T extends TemplateName>(
    tx: DbOrTx,
    to: string,
    template: T,
    data: TemplateData<T>,
    options: { attachments?: EmailAttachment[] } = {},
  ): Promise<QueuedEmail> {
    const { platformName } = await readSettings(tx);
    const rendered = renderEmail(template, data, {
      platformName,
      publicUrl: this.config.publicUrl,
      supportEmail: this.config.supportEmail,
    });
    const messageId = `<${randomUUID()}@${this.messageIdHost}>`;
    const row = onlyRow(
      await tx
        .insert(emailOutbox)
        .values({
          toAddress: to,
          template,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          payload: data as unknown as Record<string, unknown>,
          attachments: options.attachments ?? [],
          messageId,
          // Due from this process's clock, in whole milliseconds as the worker reads it: the
          // database's own now() has microseconds, and a claim in the same millisecond would
          // find the row not yet due.
          nextAttemptAt: new Date(),
        })
        .returning({ id: emailOutbox.id }),
      "the queued e-mail",
    );
    // Nudged after the caller's transaction has had a chance to commit; the poll covers the rest.
    setTimeout(() => this.wakeWorker(), 50).unref();
    return { id: row.id, messageId };
  }
}
