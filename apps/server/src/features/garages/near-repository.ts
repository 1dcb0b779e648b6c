import { CURSOR_MESSAGE, ERROR_CODES, type ListPosition, travelReachMiles } from "@automobi/domain";
import type { DbOrTx } from "../../db/client.ts";
import { anchoredNearestPage } from "../../db/distance.ts";
import { keysetPage } from "../../db/keyset.ts";
import { AppError } from "../../http/app-error.ts";
import { BEFORE_EVERY_ROW, type NearRow, nearQueriesOf, ringValues } from "./near-statements.ts";

// The garage directory's lists of what is near what: the garages near a request and the open
// requests near a garage, nearest first, read ring by ring (decision 053).

/** Where a nearest-first page starts: after the row at this distance (exact) and id. */
export interface MilesPosition {
  miles: number;
  id: string;
}

/** The distance a miles cursor carries, or the list's 400 for one it did not write. */
export function milesPosition(after: ListPosition | undefined): MilesPosition | null {
  if (!after) return null;
  const miles = Number(after.at);
  if (!Number.isFinite(miles) || miles < 0)
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, CURSOR_MESSAGE, 400, {
      cursor: CURSOR_MESSAGE,
    });
  return { miles, id: after.id };
}

/**
 * One nearest-first keyset page around a row (`anchoredNearestPage`): the anchored statement for
 * the first ring, the plain ring statement for any further; null when there is no such row.
 */
async function anchoredKeysetPage<
  Anchor extends { latitude: number | null; longitude: number | null },
>(
  queries: {
    first: {
      execute: (
        values: Record<string, unknown>,
      ) => Promise<{ anchor: Anchor; item: NearRow | null }[]>;
    };
    ring: { execute: (values: Record<string, unknown>) => Promise<NearRow[]> };
  },
  anchorId: string,
  filter: {
    withinMiles: (anchor: Anchor) => number;
    after: MilesPosition | null;
    pageSize: number;
    firstRingMiles?: number;
    /** The customer's travel distance in miles that a ring's items are marked against. */
    reachOf?: (anchor: Anchor) => number | null;
  },
) {
  const { after, pageSize } = filter;
  const limit = pageSize + 1;
  const from = after ?? BEFORE_EVERY_ROW;
  const found = await anchoredNearestPage({
    afterMiles: after?.miles ?? null,
    limit,
    firstRingMiles: filter.firstRingMiles,
    first: (miles) =>
      queries.first.execute({ anchorId, miles, afterMiles: from.miles, afterId: from.id }),
    withinMiles: filter.withinMiles,
    read: (center, ring, anchor) =>
      queries.ring.execute(ringValues(center, ring, after, filter.reachOf?.(anchor) ?? null)),
  });
  if (!found) return null;
  const { anchor, rows } = found;
  return { anchor, withinMiles: filter.withinMiles(anchor), ...keysetPage(rows, pageSize) };
}

/**
 * The directory's garages near a request, nearest first, a keyset page at a time, read ring by
 * ring on garages_latitude_longitude_idx; null when there is no such request.
 */
export function garagesNearRequestPage(
  db: DbOrTx,
  requestId: string,
  filter: {
    withinMiles: (request: { travelDistance: string }) => number;
    after: MilesPosition | null;
    pageSize: number;
  },
) {
  const queries = nearQueriesOf(db, filter.pageSize + 1);
  return anchoredKeysetPage(
    { first: queries.garagesNearRequest, ring: queries.garages },
    requestId,
    { ...filter, reachOf: ({ travelDistance }) => travelReachMiles(travelDistance) },
  );
}

/**
 * The open requests' first ring: a quarter of a mile. A city holds many more open requests than
 * garages (in the bench's London at 1 M requests, about 230 a square mile against 70 garages),
 * so a smaller first ring holds a page, read from a quarter of the index entries.
 */
export const OPEN_REQUESTS_FIRST_RING_MILES = 0.25;

/**
 * The requests a garage can still quote for near it, nearest first, a keyset page at a time,
 * read ring by ring on quote_requests_open_place_idx (partial: open requests only, so closed
 * ones cost nothing however many there are); null when there is no such garage.
 */
export function openRequestsNearGaragePage(
  db: DbOrTx,
  garageId: string,
  filter: {
    withinMiles: (garage: { serviceRadiusMiles: number }) => number;
    after: MilesPosition | null;
    pageSize: number;
  },
) {
  const queries = nearQueriesOf(db, filter.pageSize + 1);
  return anchoredKeysetPage(
    { first: queries.openRequestsNearGarage, ring: queries.openRequests },
    garageId,
    { ...filter, firstRingMiles: OPEN_REQUESTS_FIRST_RING_MILES },
  );
}
