import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** Where sent e-mail goes: a real SMTP server, or the development mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
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
 * worker has claimed must fail well inside STALE_CLAIM_MS (email/worker.ts), or a second worker
 * would take the row as abandoned and send it again while the first is still waiting.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
};

export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  // Timeouts written in SMTP_URL's query string still win over these.
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    kind: "smtp",
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
      });
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
    async send(email) {
      const links = email.text.match(LINK) ?? [];
      log.info({ to: email.to, subject: email.subject, links }, "dev mailbox: e-mail delivered");
    },
    close: () => {},
  };
}
