import { ERROR_CODES, type ListPosition, outwardCode } from "@automobi/domain";
import {
  GARAGE_EMAIL_TAKEN_MESSAGE,
  GARAGE_MESSAGES,
  GARAGE_NOT_FOUND_MESSAGE,
  type nearbyGaragesResponse,
  type nearbyRequestsResponse,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { hasPgCode, PG_UNIQUE_VIOLATION } from "../../db/errors.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { locatePostcode } from "../../providers/places/postcode-centroids.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { placeOf } from "../../records/places.ts";
import {
  garagesNearRequestPage,
  milesPosition,
  openRequestsNearGaragePage,
} from "./near-repository.ts";
import {
  emailTakenByAnother,
  garageWithCounts,
  listGarages,
  lockGarage,
  updateGarage,
} from "./repository.ts";

/**
 * The directory a keyset page at a time: by name, or nearest first from a postcode. A valid
 * postcode that cannot be located (a sector newer than the data) lists by name, with no
 * distances, rather than failing.
 */
export async function garagePage(
  db: Database,
  query: { search?: string; near?: string; cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const near = query.near ? locatePostcode(query.near) : null;
  const page = await listGarages(db, {
    search: query.search,
    near,
    after: query.cursor,
    pageSize,
  });
  return { ...page, pageSize };
}

export interface GarageChanges {
  name?: string;
  address?: string;
  phone?: string;
  email?: string;
  contactPerson?: string | null;
  specialties?: string[];
  postcode?: string;
  serviceRadiusMiles?: number;
}

const emailTaken = () =>
  new AppError(ERROR_CODES.CONFLICT, GARAGE_EMAIL_TAKEN_MESSAGE, 409, {
    email: GARAGE_EMAIL_TAKEN_MESSAGE,
  });

const isUniqueViolation = (error: unknown) => hasPgCode(error, PG_UNIQUE_VIOLATION);

/**
 * Edits a garage on its locked row; only the fields sent change, and the audit log keeps each
 * changed field's old and new value. A blank contact person clears it.
 */
export async function editGarage(
  db: Database,
  actor: StaffActor,
  id: string,
  input: GarageChanges,
) {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockGarage(tx, id);
      if (!current) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
      // A garage added before postcodes were asked for is given one with its first edit.
      if (current.postcode === null && input.postcode === undefined) {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, GARAGE_MESSAGES.postcode, 400, {
          postcode: GARAGE_MESSAGES.postcode,
        });
      }
      const next: GarageChanges = { ...input };
      if (next.contactPerson !== undefined) next.contactPerson = next.contactPerson || null;
      if (next.email !== undefined && next.email !== current.email) {
        if (await emailTakenByAnother(tx, next.email, id)) throw emailTaken();
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(next) as [keyof GarageChanges, unknown][]) {
        if (value === undefined) continue;
        const before = current[key];
        if (JSON.stringify(before) !== JSON.stringify(value))
          changes[key] = { from: before, to: value };
      }
      if (Object.keys(changes).length > 0) {
        const values = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));
        await updateGarage(tx, id, {
          ...values,
          ...(changes.postcode ? placeOf(next.postcode ?? null) : {}),
        });
        await recordStaffAction(tx, actor.staff, actor.request, "garage.update", "garage", id, {
          changes,
        });
      }
      return (await garageWithCounts(tx, id))!;
    });
  } catch (err) {
    // Two edits racing to the same e-mail: the unique index has the last word.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** Whether a row has a place (a postcode the centroids could locate). */
const located = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude !== null && row.longitude !== null;

/**
 * The directory's garages near a request, nearest first, each marked by whether it is within
 * the customer's travel distance: as far as `withinMiles`, by default as far as the travel
 * distance reaches (the most a list reaches for "anywhere").
 */
export async function garagesNearRequest(
  db: Database,
  requestId: string,
  query: { withinMiles?: number; cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const page = await garagesNearRequestPage(db, requestId, {
    withinMiles: query.withinMiles,
    after: milesPosition(query.cursor),
    pageSize,
  });
  if (!page) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  const { anchor: request } = page;
  return encodedJson<z.output<typeof nearbyGaragesResponse>>(
    nearPageText(page, pageSize, {
      requestId: request.id,
      outwardCode: outwardCode(request.postcode) ?? request.postcode,
      located: located(request),
      travelDistance: request.travelDistance,
    }),
  );
}

/**
 * A nearest-first page as its answer's text: each item is its JSON text, written by the
 * database (decision 026); the page's own fields around them, in the contract's order.
 */
function nearPageText(
  page: { items: { json: string }[]; nextCursor: string | null; withinMiles: number },
  pageSize: number,
  from: Record<string, unknown>,
): string {
  const items = page.items.map((item) => item.json).join(",");
  return `{"items":[${items}],"pageSize":${pageSize},"nextCursor":${JSON.stringify(page.nextCursor)},"withinMiles":${page.withinMiles},"from":${JSON.stringify(from)}}`;
}

/**
 * The requests a garage can still quote for near it, nearest first, each marked by whether its
 * customer's travel distance reaches the garage: as far as `withinMiles`, by default the
 * garage's service radius.
 */
export async function openRequestsNearGarage(
  db: Database,
  garageId: string,
  query: { withinMiles?: number; cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const page = await openRequestsNearGaragePage(db, garageId, {
    withinMiles: query.withinMiles,
    after: milesPosition(query.cursor),
    pageSize,
  });
  if (!page) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
  const { anchor: garage } = page;
  return encodedJson<z.output<typeof nearbyRequestsResponse>>(
    nearPageText(page, pageSize, {
      garageId: garage.id,
      postcode: garage.postcode,
      located: located(garage),
    }),
  );
}
