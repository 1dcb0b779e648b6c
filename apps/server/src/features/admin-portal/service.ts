import { addCalendarDays, type ListPosition, londonDate, londonDayRange } from "@automobi/domain";
import {
  conversionRateOf,
  PORTAL_CHART_DAYS,
  type PortalListKind,
  type portalListResponse,
  RESPONSE_TIME_WINDOW_DAYS,
} from "@automobi/domain/schemas";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { listCustomers, listPortalRequests } from "./lists.ts";
import { type ChartDay, type DaySpan, readPortalStats } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The London day of a 'YYYY-MM-DD' date: noon UTC always falls on that London date. */
function londonDay(date: string): ChartDay {
  const [year, month, day] = date.split("-").map(Number);
  const { start, end } = londonDayRange(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 12)),
  );
  return { date, start, end };
}

/** The last `count` London days, oldest first, the day of `now` last. */
export function lastLondonDays(now: Date, count: number): ChartDay[] {
  const today = londonDate(now);
  return Array.from({ length: count }, (_, i) => londonDay(addCalendarDays(today, i - count + 1)));
}

/** The whole London days inside [from, to], null when there is none. */
export function wholeLondonDays(from: Date, to: Date): DaySpan | null {
  const inside: ChartDay[] = [];
  const last = londonDate(to);
  for (let date = londonDate(from); date <= last; date = addCalendarDays(date, 1)) {
    const day = londonDay(date);
    if (day.start >= from && day.end <= to) inside.push(day);
  }
  const first = inside[0];
  const final = inside.at(-1);
  if (!first || !final) return null;
  return { first: first.date, last: final.date, start: first.start, end: final.end };
}

/**
 * The portal's cards, Production Metrics and charts (spec 001 §2, §9; README item 7), as of
 * `now`, from one statement.
 */
export async function portalStats(db: Database, now: Date) {
  const responseFrom = new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * DAY_MS);
  const stats = await readPortalStats(db, {
    today: londonDayRange(now),
    responseFrom,
    now,
    responseDays: wholeLondonDays(responseFrom, now),
    days: lastLondonDays(now, PORTAL_CHART_DAYS),
  });
  const customers = stats.totalCustomers;
  return {
    ...stats,
    conversionRate: conversionRateOf(stats.acceptedRequests, stats.quotedRequests),
    avgRevenuePerCustomerPence: Math.round(stats.revenuePence / Math.max(customers, 1)),
    asOf: now,
  };
}

export async function portalList(
  db: Database,
  query: { kind: PortalListKind; cursor?: ListPosition; pageSize: number },
) {
  const { kind, pageSize } = query;
  const window = { after: query.cursor, pageSize };
  if (kind === "customers") return { kind, pageSize, ...(await listCustomers(db, window)) };
  // The page comes as its JSON text, written by the database (decision 026).
  return encodedJson<z.output<typeof portalListResponse>>(
    await listPortalRequests(db, kind, window),
  );
}
