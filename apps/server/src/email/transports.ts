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

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
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
