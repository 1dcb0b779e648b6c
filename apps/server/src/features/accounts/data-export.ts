import { formatGBP, receiptNumberText } from "@automobi/domain";
import { type AsyncZippable, strToU8, zip } from "fflate";
import type { CurrentSession } from "../../access/signed-in.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { notFound } from "../../http/app-error.ts";
import { escapeHtml } from "../../http/html.ts";
import { digestOfToken, newLinkToken } from "../../records/one-time-tokens.ts";
import {
  type CustomerData,
  customerData,
  insertDataExport,
  openDataExport,
} from "./data-export-repository.ts";

/** How long a "Download my data" link works. */
export const DATA_EXPORT_HOURS = 24;
const EXPORT_NOT_FOUND = "This download link has expired or is not yours";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The export link's path; it works for the signed-in account that asked for it. */
export const dataExportPath = (token: string) => `/api/account/export/${token}`;

/**
 * Settings' "Download my data" (issue 32), the password already confirmed: a link valid for 24
 * hours, answered at once and also e-mailed, that only this account can open. The file is made
 * when the link is opened, from the data as it is then.
 */
export async function offerDataExport(
  deps: { db: Database; outbox: Outbox; config: Pick<Config, "publicUrl"> },
  current: CurrentSession,
  now = new Date(),
) {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_HOURS * 60 * 60 * 1000);
  await deps.db.transaction(async (tx) => {
    await insertDataExport(tx, {
      userId: current.user.id,
      tokenHash: digestOfToken(token),
      expiresAt,
    });
    await deps.outbox.enqueue(tx, current.user.email, "data-export", {
      customerName: greetingName(null, current.user.name),
      downloadLink: `${deps.config.publicUrl}${dataExportPath(token)}`,
      hours: DATA_EXPORT_HOURS,
    });
  });
  return { downloadUrl: dataExportPath(token), expiresAt };
}

/** The zip of the account's data, for the account the link was made for; 404 otherwise. */
export async function dataExportFile(
  db: Database,
  current: CurrentSession,
  token: string,
  now = new Date(),
) {
  if (!(await openDataExport(db, current.user.id, digestOfToken(token), now))) {
    throw notFound(EXPORT_NOT_FOUND);
  }
  const data = await db.transaction((tx) => customerData(tx, current.user.id), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
  const stamp = now.toISOString().slice(0, 10);
  return { filename: `automobi-my-data-${stamp}.zip`, bytes: await exportZip(data, now) };
}

/** The rows by a key, each key's in their order: one pass, not a search per request. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The document: one JSON object, each photo named by the file it is in beside it. */
export function exportDocument(data: CustomerData, now: Date) {
  const quotesOf = groupBy(data.requestQuotes, (quote) => quote.quoteRequestId);
  const photosOf = groupBy(data.photos, (photo) => photo.quoteRequestId);
  const messagesOf = groupBy(data.messages, (message) => message.quoteRequestId);
  const repliesOf = groupBy(data.replies, (reply) => reply.adminMessageId);
  const reviewOf = new Map(data.written.map((review) => [review.quoteRequestId, review]));
  const ticketMessagesOf = groupBy(data.ticketMessages, (message) => message.ticketId);
  const photoFile = (photo: CustomerData["photos"][number]) =>
    `photos/${photo.id}.${EXTENSIONS[photo.contentType] ?? "bin"}`;
  return {
    exportedAt: now.toISOString(),
    account: data.account ?? null,
    profile: data.profile,
    vehicles: data.savedVehicles,
    requests: data.requests.map((request) => ({
      ...request,
      quotes: (quotesOf.get(request.id) ?? []).map(
        ({ quoteRequestId: _, garageName, garageAddress, garagePhone, ...quote }) => ({
          ...quote,
          // the garage is named only where the customer paid to unlock it, as on the dashboard
          garage:
            request.feePaid && quote.status === "accepted"
              ? { name: garageName, address: garageAddress, phone: garagePhone }
              : null,
        }),
      ),
      photos: (photosOf.get(request.id) ?? []).map((photo) => ({
        id: photo.id,
        contentType: photo.contentType,
        originalName: photo.originalName,
        createdAt: photo.createdAt,
        file: photoFile(photo),
      })),
      messages: (messagesOf.get(request.id) ?? []).map(({ quoteRequestId: _, ...message }) => ({
        ...message,
        replies: repliesOf.get(message.id) ?? [],
      })),
      review: reviewOf.get(request.id) ?? null,
    })),
    supportTickets: data.tickets.map((ticket) => ({
      ...ticket,
      messages: ticketMessagesOf.get(ticket.id) ?? [],
    })),
    appointments: data.bookings,
    payments: data.paid.map(({ receiptNumber, ...payment }) => ({
      ...payment,
      receiptNumber: receiptNumber === null ? null : receiptNumberText(receiptNumber),
    })),
    rewards: data.ledger,
    notifications: data.notes,
  };
}

/** The same data for a person to read: one page, every value escaped. */
function exportPage(doc: ReturnType<typeof exportDocument>): string {
  const cell = (value: unknown) =>
    escapeHtml(
      value === null || value === undefined
        ? "—"
        : value instanceof Date
          ? value.toISOString()
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value),
    );
  const table = (title: string, rows: readonly Record<string, unknown>[]) => {
    if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p>None.</p>`;
    const keys = Object.keys(rows[0] ?? {});
    return `<h2>${escapeHtml(title)}</h2><table><thead><tr>${keys
      .map((key) => `<th>${escapeHtml(key)}</th>`)
      .join("")}</tr></thead><tbody>${rows
      .map((row) => `<tr>${keys.map((key) => `<td>${cell(row[key])}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`;
  };
  const requests = doc.requests.map(({ quotes, photos, messages, review, ...request }) => ({
    ...request,
    quotes: quotes.map((q) => `${formatGBP(q.pricePence)} (${q.status})`).join(", "),
    photos: photos.map((p) => p.file).join(", "),
    messages: messages.length,
    review: review ? `${review.stars} stars` : null,
  }));
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Your Automobi data</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;margin-bottom:1.5rem;font-size:.85rem}th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f1f5f9}</style></head>
<body><h1>Your Automobi data</h1><p>Exported ${cell(doc.exportedAt)}. The same data, complete, is in automobi-data.json beside this page; your photos are in the photos folder.</p>
${table("Account", doc.account ? [doc.account] : [])}
${table("Profile", doc.profile ? [doc.profile] : [])}
${table("Vehicles", doc.vehicles)}
${table("Quote requests", requests)}
${table("Appointments", doc.appointments)}
${table("Payments", doc.payments)}
${table("Reward points", doc.rewards)}
${table(
  "Support tickets",
  doc.supportTickets.map(({ messages, ...t }) => ({ ...t, messages: messages.length })),
)}
${table("Notifications", doc.notifications)}
</body></html>`;
}

/**
 * The zip: the JSON, the page, and each photo as its own file (stored as it is: images do not
 * shrink). Compressed in fflate's worker threads, not on the event loop: a 5,000-request
 * account's 1.8 MB zip took up to a few seconds of CPU, which would stall every other request.
 */
export function exportZip(data: CustomerData, now: Date): Promise<Uint8Array> {
  const doc = exportDocument(data, now);
  const files: AsyncZippable = {
    "automobi-data.json": strToU8(JSON.stringify(doc, null, 2)),
    "automobi-data.html": strToU8(exportPage(doc)),
  };
  for (const request of doc.requests) {
    for (const photo of request.photos) {
      const stored = data.photos.find((p) => p.id === photo.id);
      if (stored) files[photo.file] = [new Uint8Array(stored.data), { level: 0 }];
    }
  }
  return new Promise((resolve, reject) => {
    zip(files, { mtime: now }, (err, zipped) => (err ? reject(err) : resolve(zipped)));
  });
}
