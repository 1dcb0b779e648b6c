import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string;
  messageId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it accepts. It can answer each message only
 * after `delayMs` (a slow server), and be stopped and started again on the same port (an outage).
 */
export class SmtpSink {
  readonly received: ReceivedEmail[] = [];
  /** Messages whose data has arrived and which are not yet answered. */
  inFlight = 0;
  /**
   * Connections open now, from the greeting to the client's QUIT: a copy a client has started
   * to send, whether or not its data has arrived yet.
   */
  openConnections = 0;
  port = 0;
  /**
   * While set, every recipient is refused with this reply (an SMTP code and text): 550 for a
   * permanent refusal, 450 for a temporary one.
   */
  refuseWith: { code: number; text: string } | null = null;
  private server: SMTPServer | undefined;

  constructor(private readonly options: { delayMs?: number } = {}) {}

  /** Listens on the port it had before, or on a free one the first time. */
  async start(): Promise<number> {
    const { delayMs = 0 } = this.options;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // Greets at once: a reverse DNS lookup of 127.0.0.1 could eat into short client timeouts.
      disableReverseLookup: true,
      // Its own 60 s limit on a silent client would cut a delay of a minute or more short.
      socketTimeout: Math.max(60_000, 2 * delayMs),
      logger: false,
      onConnect: (_session, callback) => {
        this.openConnections++;
        callback();
      },
      onClose: () => {
        this.openConnections--;
      },
      onRcptTo: (_address, _session, callback) => {
        const refusal = this.refuseWith;
        if (!refusal) return callback();
        return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        this.inFlight++;
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          setTimeout(() => {
            const raw = Buffer.concat(chunks).toString("utf8");
            // Kept at the moment it is accepted, as a real server would deliver it.
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(","),
              messageId: raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1],
              raw,
            });
            this.inFlight--;
            callback();
          }, delayMs);
        });
      },
    });
    server.listen(this.port, "127.0.0.1");
    await once(server.server, "listening");
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** How many copies of the message with this Message-ID arrived. */
  copiesOf(messageId: string): number {
    return this.received.filter((m) => m.messageId === messageId).length;
  }
}
