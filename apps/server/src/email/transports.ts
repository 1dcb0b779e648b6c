import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { EmailAttachment } from "../db/schema/index.ts";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Text files sent with it (an appointment's .ics). */
  attachments?: EmailAttachment[];
  /** The outbox row and its template: what a log line may name. */
  outboxId?: string;
  template?: string;
}

/** Where sent e-mail goes: a real SMTP server, or the development mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
  /**
   * The longest one send() can take: by then it has failed. The worker keeps a claim longer
   * than this before it takes the row as abandoned (email/worker.ts).
   */
  sendDeadlineMs: number;
  /** `signal` ends the send early (the worker is stopping). */
  send(email: OutgoingEmail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** To open the connection and be greeted (nodemailer counts the greeting within it). */
  connectionTimeout: number;
  /** From connecting to the server's greeting. */
  greetingTimeout: number;
  /** Silence on the open connection: the longest wait for any one reply. */
  socketTimeout: number;
}

/**
 * RFC 5321 (4.5.3.2) asks a client to wait 5 minutes for the greeting and 10 minutes for the
 * reply to the end of the message: a server may check the whole message before it answers,
 * and one that has accepted a message the client gave up on receives it again on the retry.
 * The socket timeout is one limit for every reply, so it is the longest of them, 10 minutes.
 * The worker keeps its claim longer than the whole send can last, so no other worker sends a
 * message again while its send is still waiting for that reply (email/worker.ts).
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 300_000,
  greetingTimeout: 300_000,
  socketTimeout: 600_000,
};

/** What nodemailer uses for a timeout that is missing or 0. */
const NODEMAILER_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 120_000,
  greetingTimeout: 30_000,
  socketTimeout: 600_000,
};

/**
 * A whole send may take the sum of the timeouts. The socket timeout only bounds each silence,
 * so a server that answers every command just in time could stretch a send past it: the sum is
 * therefore also enforced as a hard deadline on the send.
 */
function sendDeadline(timeouts: Partial<Record<keyof SmtpTimeouts, unknown>>): number {
  let total = 0;
  for (const key of Object.keys(NODEMAILER_TIMEOUTS) as (keyof SmtpTimeouts)[]) {
    const value = Number(timeouts[key]);
    total += value > 0 ? value : NODEMAILER_TIMEOUTS[key];
  }
  return total;
}

export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  // Timeouts written in SMTP_URL's query string win over ours: read back what nodemailer uses.
  const sendDeadlineMs = sendDeadline((transporter.transporter as SMTPTransport).options);
  return {
    kind: "smtp",
    sendDeadlineMs,
    async send(email, stop) {
      const deadline = AbortSignal.timeout(sendDeadlineMs);
      // The type definitions lag nodemailer 10, which takes an AbortSignal per message.
      const message: SendMailOptions & { signal: AbortSignal } = {
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        attachments: (email.attachments ?? []).map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
          ...(file.encoding ? { encoding: file.encoding } : {}),
        })),
        signal: stop ? AbortSignal.any([deadline, stop]) : deadline,
      };
      try {
        await transporter.sendMail(message);
      } catch (err) {
        if (!deadline.aborted) throw err;
        throw new Error(`SMTP send not finished within ${sendDeadlineMs} ms; gave up`, {
          cause: err,
        });
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the outbox row itself is the delivered message: it is marked sent and read at
 * /dev/mailbox. The log names the row and its template only: an e-mail's address, subject and
 * links (a password-reset or confirmation token) are the recipient's, never the log's.
 */
export function devMailboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: "dev-mailbox",
    // Nothing here can hang; claims are kept as long as under the default SMTP transport.
    sendDeadlineMs: sendDeadline(SMTP_TIMEOUTS),
    async send(email) {
      log.info(
        { outboxId: email.outboxId, template: email.template },
        "dev mailbox: e-mail delivered (read it at /dev/mailbox)",
      );
    },
    close: () => {},
  };
}
