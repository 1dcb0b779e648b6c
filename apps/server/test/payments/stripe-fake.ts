import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout Session as Stripe documents it (the fields the server reads). */
export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: "payment";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local Stripe at the HTTP boundary: it answers create and retrieve of Checkout Sessions
 * with Stripe's documented shapes, so the real `stripe` client is exercised end to end.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly requests: Array<{ method: string; path: string; form: URLSearchParams; auth: string }> =
    [];
  /** When set, every call answers 500 (Stripe unreachable). */
  down = false;
  /** How long a session's creation takes to answer (a slow Stripe). */
  createDelayMs = 0;
  /** Creations received and not yet answered. */
  creating = 0;
  private server: Server | undefined;
  url = "";

  async start() {
    this.server = createServer(async (req, res) => {
      const body = await readBody(req);
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = new URLSearchParams(body);
      this.requests.push({
        method: req.method ?? "",
        path,
        form,
        auth: String(req.headers.authorization ?? ""),
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
        res.end(JSON.stringify(json));
      };
      if (this.down) {
        return send(500, { error: { type: "api_error", message: "Fake outage" } });
      }
      if (req.method === "GET" && path === "/v1/balance") {
        return send(200, { object: "balance", livemode: false, available: [], pending: [] });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        this.creating += 1;
        await new Promise((resolve) => setTimeout(resolve, this.createDelayMs));
        this.creating -= 1;
        return send(200, this.create(form));
      }
      const expiring = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === "POST" && expiring) {
        const session = this.sessions.get(decodeURIComponent(expiring[1]!));
        if (session?.status === "open") {
          Object.assign(session, { status: "expired", url: null });
          return send(200, session);
        }
        if (session) {
          // Stripe: only an open session can be expired.
          return send(400, {
            error: {
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
            },
          });
        }
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && match) {
        const session = this.sessions.get(decodeURIComponent(match[1]!));
        if (session) return send(200, session);
      }
      send(404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: "No such checkout.session",
        },
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private create(form: URLSearchParams): FakeSession {
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const m = key.match(/^metadata\[(.+)\]$/);
      if (m) metadata[m[1]!] = value;
    }
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
      currency: form.get("currency") ?? form.get("line_items[0][price_data][currency]") ?? "",
      client_reference_id: form.get("client_reference_id"),
      customer_email: form.get("customer_email"),
      metadata,
      success_url: form.get("success_url") ?? "",
      cancel_url: form.get("cancel_url") ?? "",
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The customer pays on Stripe's page (also a page opened before the session expired). */
  complete(id: string): FakeSession {
    const session = this.sessions.get(id)!;
    Object.assign(session, { status: "complete", payment_status: "paid", url: null });
    return session;
  }

  /** The event Stripe posts to the webhook for a session. */
  event(type: string, session: FakeSession, id = `evt_${randomBytes(8).toString("hex")}`) {
    return JSON.stringify({
      id,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: session },
    });
  }
}
