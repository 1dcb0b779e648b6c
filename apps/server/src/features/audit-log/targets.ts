import {
  displayVehicleWithRegistration,
  formatGBP,
  pagePaths,
  type RequestStatus,
  shortId,
} from "@automobi/domain";
import { sql } from "drizzle-orm";
import { auditLog } from "../../db/schema/index.ts";

/**
 * An audit entry's target by name, read in the page's own statement: each kind of target is
 * joined on its primary key, and a quote or a staff message reaches its request and garage
 * through the ids its details keep (so a deleted quote still names them). Only the target's
 * own kind is cast to a uuid, so another kind's text id never reaches a cast.
 */
const detailId = (key: string) => sql`(${auditLog.details} ->> ${sql.raw(`'${key}'`)})::uuid`;

export const targetRequestId = sql`case ${auditLog.targetType}
  when 'quote_request' then ${auditLog.targetId}::uuid
  when 'quote' then ${detailId("quoteRequestId")}
  when 'admin_message' then ${detailId("quoteRequestId")} end`;

export const targetGarageId = sql`case ${auditLog.targetType}
  when 'garage' then ${auditLog.targetId}::uuid
  when 'quote' then ${detailId("garageId")} end`;

export const targetUuid = (type: string) =>
  sql`case when ${auditLog.targetType} = ${type} then ${auditLog.targetId}::uuid end`;

export interface TargetRow {
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
  requestId: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleRegistration: string | null;
  requestStatus: RequestStatus | null;
  garageName: string | null;
  accountEmail: string | null;
  accountRole: string | null;
  emailTo: string | null;
  emailSubject: string | null;
  ticketSubject: string | null;
}

export interface AuditTarget {
  name: string;
  /** The admin page that shows it, or null when none does (or it is gone). */
  link: string | null;
}

function requestName(row: TargetRow): string | null {
  if (!row.vehicleMake || !row.vehicleModel || !row.vehicleRegistration) return null;
  return displayVehicleWithRegistration({
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleRegistration: row.vehicleRegistration,
  });
}

/** Where staff find a request: Quote Processing searched by its id, or the deleted list. */
function requestLink(row: TargetRow): string | null {
  if (!row.requestId || !requestName(row)) return null;
  if (row.requestStatus === "deleted") return pagePaths.admin.deletedQuotes;
  const query = new URLSearchParams({ search: shortId(row.requestId), completed: "true" });
  return `${pagePaths.admin.quoteProcessing}?${query}`;
}

const pence = (details: Record<string, unknown> | null) =>
  typeof details?.pricePence === "number" ? details.pricePence : null;

/** The target as a person reads it, and where to open it; null when there is none. */
export function auditTargetOf(row: TargetRow): AuditTarget | null {
  const vehicle = requestName(row);
  switch (row.targetType) {
    case "quote_request":
      return {
        name: vehicle ?? `Request ${shortId(row.targetId ?? "")} (removed)`,
        link: requestLink(row),
      };
    case "quote": {
      const price = pence(row.details);
      const parts = [price === null ? "Quote" : `${formatGBP(price)} quote`];
      if (row.garageName) parts.push(`from ${row.garageName}`);
      if (vehicle) parts.push(`for the ${vehicle}`);
      return { name: parts.join(" "), link: requestLink(row) };
    }
    case "admin_message":
      return {
        name: vehicle ? `Message about the ${vehicle}` : "Message",
        link: row.requestId && vehicle ? pagePaths.admin.message.href(row.requestId) : null,
      };
    case "garage":
      return row.garageName
        ? {
            name: row.garageName,
            link: `${pagePaths.admin.garages}?${new URLSearchParams({ search: row.garageName })}`,
          }
        : { name: "Garage (removed)", link: null };
    case "user": {
      if (!row.accountEmail) return { name: "Account (removed)", link: null };
      const staff = row.accountRole === "admin" || row.accountRole === "super_admin";
      return { name: row.accountEmail, link: staff ? pagePaths.admin.staff : null };
    }
    case "email_outbox":
      return row.emailTo
        ? { name: `“${row.emailSubject}” to ${row.emailTo}`, link: pagePaths.admin.emails }
        : { name: "E-mail (removed)", link: null };
    case "support_ticket":
      return {
        name: row.ticketSubject ? `Ticket “${row.ticketSubject}”` : "Ticket (removed)",
        link: row.ticketSubject ? pagePaths.admin.customerService : null,
      };
    case "settings":
      return { name: "System Settings", link: pagePaths.admin.portal };
    default:
      return null;
  }
}
