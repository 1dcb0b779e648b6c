import { ERROR_CODES, type ListPosition } from "@automobi/domain";
import { GARAGE_EMAIL_TAKEN_MESSAGE, GARAGE_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import {
  emailTakenByAnother,
  garageWithCounts,
  listGarages,
  lockGarage,
  updateGarage,
} from "./repository.ts";

/** The directory by name, a keyset page at a time. */
export async function garagePage(
  db: Database,
  query: { search?: string; cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const page = await listGarages(db, { search: query.search, after: query.cursor, pageSize });
  return { ...page, pageSize };
}

export interface GarageChanges {
  name?: string;
  address?: string;
  phone?: string;
  email?: string;
  contactPerson?: string | null;
  specialties?: string[];
}

const emailTaken = () =>
  new AppError(ERROR_CODES.CONFLICT, GARAGE_EMAIL_TAKEN_MESSAGE, 409, {
    email: GARAGE_EMAIL_TAKEN_MESSAGE,
  });

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

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
        await updateGarage(
          tx,
          id,
          Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to])),
        );
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
