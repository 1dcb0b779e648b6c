import { CURSOR_MESSAGE, ERROR_CODES, type ListPosition } from "@automobi/domain";
import type { DbOrTx } from "../../db/client.ts";
import { keysetPage } from "../../db/keyset.ts";
import { AppError } from "../../http/app-error.ts";
import { BEFORE_EVERY_ROW, nearQueriesOf } from "./near-statements.ts";

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

/** A page's rows as its statement answers them: the anchor beside each item, or alone. */
interface NearPageRow<Anchor> {
  anchor: Anchor;
  item: { id: string | null; cursorAt: string | null; json: string | null };
}

/**
 * One nearest-first keyset page around a row, in one statement (near-statements.ts): null when
 * there is no such row.
 */
async function anchoredKeysetPage<Anchor extends { withinMiles: number }>(
  query: { execute: (values: Record<string, unknown>) => Promise<NearPageRow<Anchor>[]> },
  anchorId: string,
  filter: { withinMiles?: number; after: MilesPosition | null; pageSize: number },
) {
  const { after, pageSize } = filter;
  const from = after ?? BEFORE_EVERY_ROW;
  const found = await query.execute({
    anchorId,
    withinMiles: filter.withinMiles ?? null,
    afterMiles: from.miles,
    afterId: from.id,
  });
  const anchor = found[0]?.anchor;
  if (!anchor) return null;
  const rows = found.flatMap(({ item: { id, cursorAt, json } }) =>
    id !== null && cursorAt !== null && json !== null ? [{ id, cursorAt, json }] : [],
  );
  return { anchor, withinMiles: anchor.withinMiles, ...keysetPage(rows, pageSize) };
}

/**
 * The directory's garages near a request, nearest first, a keyset page at a time, read ring by
 * ring on garages_latitude_longitude_idx; as far as `withinMiles`, else as far as the customer's
 * travel distance reaches (the most a list reaches for "anywhere"); null when there is no such
 * request.
 */
export function garagesNearRequestPage(
  db: DbOrTx,
  requestId: string,
  filter: { withinMiles?: number; after: MilesPosition | null; pageSize: number },
) {
  const query = nearQueriesOf(db, filter.pageSize + 1).garagesNearRequest;
  return anchoredKeysetPage(query, requestId, filter);
}

/**
 * The requests a garage can still quote for near it, nearest first, a keyset page at a time,
 * read ring by ring on quote_requests_open_place_idx (partial: open requests only, so closed
 * ones cost nothing however many there are); as far as `withinMiles`, else the garage's service
 * radius; null when there is no such garage.
 */
export function openRequestsNearGaragePage(
  db: DbOrTx,
  garageId: string,
  filter: { withinMiles?: number; after: MilesPosition | null; pageSize: number },
) {
  const query = nearQueriesOf(db, filter.pageSize + 1).openRequestsNearGarage;
  return anchoredKeysetPage(query, garageId, filter);
}
