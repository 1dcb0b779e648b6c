import { mailboxContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { escapeHtml } from "../../http/html.ts";
import { route } from "../../http/route.ts";
import { listDeliveredMail } from "./repository.ts";

const LIMIT = 100;

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));

/**
 * The mailbox shows every sign-in and reset link, and a development server listens on 0.0.0.0:
 * only the machine itself may read it. Both addresses must be loopback: the socket's, and the
 * client's as the trusted proxies report it (a proxy on this machine forwarding a remote client
 * is not the machine itself). Anyone else is answered as if there were no mailbox.
 */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
  // The API path answers exactly as an unknown one does. An unknown page would get the web app,
  // which shows its own not-found page; a plain 404 says the same without loading it.
  if (request.url.startsWith("/api/")) return reply.callNotFound();
  return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
}

/**
 * Long words (a confirmation link runs to 200 characters, an address to 254) wrap instead of
 * widening the page.
 */
const PAGE_STYLE =
  "body{margin:0 auto;max-width:48rem;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}" +
  "pre{white-space:pre-wrap}";

/**
 * The development mailbox: registered only while e-mail has no SMTP server and never in
 * production, and served to this machine only. Delivered outbox rows are the messages.
 */
export async function devMailboxRoutes(app: FastifyInstance, opts: { db: Database }) {
  const list = () => listDeliveredMail(opts.db, LIMIT);

  route(
    app,
    contracts.messages,
    async (_request, reply) => {
      return reply.header("cache-control", "no-store").send({ messages: await list() });
    },
    { onRequest: loopbackOnly },
  );

  route(
    app,
    contracts.page,
    async (_request, reply) => {
      const messages = await list();
      const items = messages
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)} &middot; ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`)}</pre>${
            m.attachments.length > 0
              ? `<p><strong>Attached:</strong> ${m.attachments.map((file) => escapeHtml(file.filename)).join(", ")}</p>`
              : ""
          }</article>`,
        )
        .join("\n<hr>\n");
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title><link rel="icon" href="data:,"><style>${PAGE_STYLE}</style></head>
<body><main><h1>Development mailbox</h1><p>E-mails the product has sent (newest first, last ${LIMIT}). Set SMTP_URL to send real e-mail.</p>
${items || "<p>No e-mails yet.</p>"}</main></body></html>`);
    },
    { onRequest: loopbackOnly },
  );
}
