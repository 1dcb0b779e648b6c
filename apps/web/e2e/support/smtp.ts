import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string;
  subject: string;
}

/** What the relay answers every recipient while it refuses the platform's mail. */
export const OUTAGE_REPLY = "Relaying denied: sender not authorised";

/**
 * A real SMTP server on 127.0.0.1 for a journey's own Automobi server. While `refusing` it
 * refuses every recipient with a permanent 550 (a misconfigured relay), which the platform
 * does not retry; otherwise it keeps what it accepts.
 */
export class TestSmtpServer {
  readonly received: ReceivedEmail[] = [];
  refusing = true;
  private server: SMTPServer | undefined;
  private port = 0;

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!this.refusing) return callback();
        const refusal = Object.assign(new Error(OUTAGE_REPLY), { responseCode: 550 });
        return callback(refusal);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(","),
            subject: raw.match(/^Subject:\s*(.*)$/im)?.[1]?.trim() ?? "",
          });
          callback();
        });
      },
    });
    server.listen(0, "127.0.0.1");
    await once(server.server, "listening");
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
