export const DEFAULT_PAGE_SIZE = 20;

export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Where a keyset page starts: just after the row with this sort key and id. The sort key is a
 * point in time in UTC with microseconds (PostgreSQL's precision, which a JS Date would lose),
 * or, for a list ordered by a text such as a name, that text, or, for a list of booked slots,
 * the slot's date and hour (`2026-03-20T09`), which a list in parts prefixes with its part
 * (`upcoming 2026-03-20T09`).
 */
export interface ListPosition {
  at: string;
  id: string;
}

/**
 * What a keyset list is ordered by: a point in time (most lists), a text such as a name, a
 * booked slot (a date and an hour), or a booked slot within one of a list's parts (the staff's
 * appointments: the upcoming ones, then the earlier ones), or a distance in miles (the lists
 * nearest first).
 */
export type CursorKind = "time" | "text" | "slot" | "part-slot" | "miles";

export const CURSOR_MESSAGE = "This list position is not valid: reload the list";

const POSITION_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A row id: a UUID, or an account id as better-auth makes them. */
const POSITION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The longest text sort key a cursor carries (a garage's name is at most 100 characters). */
const TEXT_KEY_MAX = 200;

/** The longest cursor of each kind: a text key may take four UTF-8 bytes a character. */
const CURSOR_MAX: Readonly<Record<CursorKind, number>> = {
  time: 120,
  text: 1200,
  slot: 120,
  "part-slot": 120,
  miles: 120,
};

/** A distance as a cursor carries it: a plain non-negative decimal, as the list wrote it. */
const POSITION_MILES = /^\d{1,6}(\.\d{1,20})?(e-\d{1,3})?$/;

/** A booked slot: its UK calendar date and start hour. */
const POSITION_SLOT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3])$/;

/** The parts of a list of slots in parts, as a cursor names them. */
export const SLOT_LIST_PARTS = ["upcoming", "earlier"] as const;

export type SlotListPart = (typeof SLOT_LIST_PARTS)[number];

/** A real calendar date, `YYYY-MM-DD`. */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

function isSlotKey(at: string, kind: "slot" | "part-slot"): boolean {
  let slot = at;
  if (kind === "part-slot") {
    const space = at.indexOf(" ");
    if (!SLOT_LIST_PARTS.includes(at.slice(0, space) as SlotListPart)) return false;
    slot = at.slice(space + 1);
  }
  const match = POSITION_SLOT.exec(slot);
  return match !== null && isCalendarDate(match[1]!);
}

/** The opaque `cursor` a list answers as `nextCursor`: base64url of the UTF-8 of `at|id`. */
export function encodeCursor(position: ListPosition): string {
  const bytes = new TextEncoder().encode(`${position.at}|${position.id}`);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function decodeText(cursor: string): string | null {
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The position a cursor names, or null when it is not one this API wrote for such a list. */
export function decodeCursor(cursor: string, kind: CursorKind = "time"): ListPosition | null {
  if (cursor.length > CURSOR_MAX[kind] || !BASE64URL.test(cursor)) return null;
  const text = decodeText(cursor);
  if (text === null) return null;
  // The id never holds a `|`; a text key may.
  const split = text.lastIndexOf("|");
  const at = text.slice(0, Math.max(split, 0));
  const id = text.slice(split + 1);
  if (split < 0 || !at || !POSITION_ID.test(id)) return null;
  if (kind === "text") {
    return at.length <= TEXT_KEY_MAX && !at.includes("\0") ? { at, id } : null;
  }
  if (kind === "slot" || kind === "part-slot") return isSlotKey(at, kind) ? { at, id } : null;
  if (kind === "miles") return POSITION_MILES.test(at) ? { at, id } : null;
  if (!POSITION_AT.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}

export interface CursorPage<T> {
  items: T[];
  pageSize: number;
  total: number;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}
