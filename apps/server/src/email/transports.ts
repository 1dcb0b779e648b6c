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
}

/** Where sent e-mail goes: a real SMTP server, or the development mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
  /**
   * The longest one send() can take: by then it has failed. The worker keeps a claim at least
   * this long before it takes the row as abandoned (email/worker.ts).
   */
  sendDeadlineMs: number;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** To open the connection (DNS and TCP). */
  connectionTimeout: number;
  /** From connecting to the server's greeting. */
  greetingTimeout: number;
  /** Silence on the open connection. */
  socketTimeout: number;
}

/**
 * nodemailer waits up to 2 min to connect and 10 min on a silent socket by default. A send the
 * worker has claimed must end well inside its claim (email/worker.ts), or a second worker would
 * take the row as abandoned and send it again while the first is still waiting.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
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
    async send(email) {
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
        })),
        signal: AbortSignal.timeout(sendDeadlineMs),
      };
      try {
        await transporter.sendMail(message);
      } catch (err) {
        if (!message.signal.aborted) throw err;
        throw new Error(`SMTP send not finished within ${sendDeadlineMs} ms; gave up`, {
          cause: err,
        });
      }
    },
    close: () => transporter.close(),
  };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Without SMTP the outbox row itself is the delivered message: it is marked sent, readable at
 * /dev/mailbox, and its subject and links are logged so a developer can follow them.
 */
export function devMailboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: "dev-mailbox",
    // Nothing here can hang; claims are kept as long as under the default SMTP transport.
    sendDeadlineMs: sendDeadline(SMTP_TIMEOUTS),
    async send(email) {
      const links = email.text.match(LINK) ?? [];
      const attachments = (email.attachments ?? []).map((file) => file.filename);
      log.info(
        { to: email.to, subject: email.subject, links, attachments },
        "dev mailbox: e-mail delivered",
      );
    },
    close: () => {},
  };
}
