import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";

const LIMIT = 100;

function escapeHtml(s: string): string {
  return s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * The development mailbox: registered only while e-mail has no SMTP server and never in
 * production. Delivered outbox rows are the messages.
 */
export async function devMailboxRoutes(app: FastifyInstance, opts: { db: Database }) {
  const list = () =>
    opts.db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "sent"))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(LIMIT);

  app.get("/api/dev/mailbox", async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ messages: await list() });
  });

  app.get("/dev/mailbox", async (_request, reply) => {
    const messages = await list();
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)} &middot; ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`)}</pre></article>`,
      )
      .join("\n<hr>\n");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body><main><h1>Development mailbox</h1><p>E-mails the product has sent (newest first, last ${LIMIT}). Set SMTP_URL to send real e-mail.</p>
${items || "<p>No e-mails yet.</p>"}</main></body></html>`);
  });
}
