// What the bench and the soak send: signed-in sessions, distinct client IPs, quote bodies, and
// the last page of a customer's list under either pagination contract.
import { createHmac } from "node:crypto";
import { BENCH_STAFF_TOTP_SECRET } from "./data-sql.mjs";

/**
 * Distinct client addresses for x-forwarded-for (the server runs with TRUST_PROXY=true), so
 * per-IP limits see many clients, as behind a real proxy. All in 127.0.0.0/8: nothing here
 * names an address outside this machine. The start is random, so runs within a limit's
 * window rarely reuse an address.
 */
export function clientIps() {
  let next = Math.floor(Math.random() * 0xfff000);
  return () => {
    next = (next + 1) % 0xfffffe;
    const n = next + 1;
    return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** An authenticator's current code (RFC 6238: HMAC-SHA1, 30 s, 6 digits) for a base32 key. */
function totp(base32) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of base32) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const at = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Signs in and answers the session cookie header; a staff account (two-step verification on)
 * then gives the current code of its key (the bench staff's unless `totpSecret` names another,
 * such as the demo staff's). Throws on anything but 200.
 */
export async function signIn(base, email, password, ip, totpSecret = BENCH_STAFF_TOTP_SECRET) {
  const headers = { "content-type": "application/json", origin: base, "x-forwarded-for": ip };
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  if (!(await res.json()).twoFactorRedirect) return cookiesOf(res);
  const coded = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { ...headers, cookie: cookiesOf(res) },
    body: JSON.stringify({ code: totp(totpSecret) }),
  });
  if (!coded.ok)
    throw new Error(`code of ${email} answered ${coded.status}: ${await coded.text()}`);
  return cookiesOf(coded);
}

/** Signs in every e-mail, `parallel` at a time; answers the cookies in the same order. */
export async function signInAll(base, emails, password, nextIp, parallel = 4) {
  const cookies = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      cookies[i] = await signIn(base, emails[i], password, nextIp());
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}

const PLATES = ["AB12CDE", "BD19KLM", "CF66NPR", "DG65TUV", "EH18WXY", "FJ70ABD", "GK67CEF"];

/** A valid quote submission (the quote form's fields), varied by `n`. */
export function quoteBody(n) {
  return JSON.stringify({
    registration: PLATES[n % PLATES.length],
    make: "Ford",
    model: "Focus",
    services: [["oil-service", "brake-service", "respray", "get-new-tires"][n % 4]],
    firstName: "Bench",
    lastName: "Submitter",
    description: `Bench submission ${n}: squeaking from the rear brakes when cold.`,
    postcode: "LS6 2QR",
    mobile: "07700900123",
    travelDistance: "10-miles",
    timeframe: "this-week",
    budgetRange: "100-300",
    partsPreference: "no-preference",
  });
}

async function getJson(base, path, cookie) {
  const res = await fetch(base + path, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * The path of the last page (20 a page) of a customer's active list. With keyset pagination
 * (`nextCursor` in the answer) it follows the cursors 100 a page, then 20 a page from the
 * start of the last hundred; without it, `?page=` from `total`.
 */
export async function lastPagePath(base, cookie, list = "/api/quote-requests?view=active") {
  const first = await getJson(base, `${list}&pageSize=100`, cookie);
  if (!("nextCursor" in first)) {
    const last = Math.max(1, Math.ceil(first.total / 20));
    const items = first.total - (last - 1) * 20;
    return { path: `${list}&page=${last}&pageSize=20`, total: first.total, items, kind: "page" };
  }
  const withCursor = (size, cursor) =>
    `${list}&pageSize=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
  // `from` is the cursor of the page of 100 that has no next one (null: the first page).
  let from = null;
  let page = first;
  let steps = 1;
  while (page.nextCursor) {
    from = page.nextCursor;
    page = await getJson(base, withCursor(100, from), cookie);
    if (++steps > 10_000) throw new Error("the cursor walk did not end");
  }
  let cursor = from;
  let small = await getJson(base, withCursor(20, cursor), cookie);
  while (small.nextCursor) {
    const after = await getJson(base, withCursor(20, small.nextCursor), cookie);
    // A full last page may still name a next cursor whose page is empty.
    if (after.items.length === 0) break;
    cursor = small.nextCursor;
    small = after;
  }
  const items = small.items.length;
  return { path: withCursor(20, cursor), total: first.total, items, kind: "cursor" };
}
