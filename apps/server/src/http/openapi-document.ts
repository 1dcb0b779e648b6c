import { type AnyRouteContract, openApiPath, type RouteAccess } from "@automobi/domain";
import type { ZodType } from "zod";

/** The session cookie better-auth sets: what every route that is not public reads. */
export const SESSION_COOKIE_NAME = "better-auth.session_token";

export const SESSION_SCHEME_DESCRIPTION =
  "The session cookie set by signing in. Staff routes also need a staff account with two-step verification; super-admin routes a super admin.";

const ACCESS_NOTES: Record<RouteAccess, string> = {
  public: "Open to anyone.",
  customer: "Needs a signed-in account (the session cookie).",
  staff: "Staff only: a staff account's session, with two-step verification set up.",
  super_admin: "Super admin only: a super admin's session, with two-step verification set up.",
  garage: "A partner garage's user only (the garage portal): a garage account's session.",
};

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What the generated document cannot say from the schemas alone, taken from each route's
 * contract: who may call it (a cookie session; staff and super admin noted), an optional body
 * for an action that takes none, and the media type of an answer that is not JSON.
 */
export function shapeDocument(document: Json, contracts: readonly AnyRouteContract[]): void {
  if (isRecord(document.info)) {
    document.info.license = { name: "Proprietary" };
  }
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const contract of contracts) {
    const item = paths[openApiPath(contract.path)];
    const operation = isRecord(item) ? item[contract.method.toLowerCase()] : undefined;
    if (!isRecord(operation)) continue;
    operation["x-access"] = contract.access;
    operation.description = [contract.description, ACCESS_NOTES[contract.access]]
      .filter(Boolean)
      .join("\n\n");
    if (contract.body && acceptsNoBody(contract.body) && isRecord(operation.requestBody)) {
      operation.requestBody.required = false;
    }
    if (isRecord(operation.responses)) answerRedirectsWithoutBody(operation.responses);
    if (contract.mediaType && isRecord(operation.responses)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[23]/.test(status) || !isRecord(response) || !isRecord(response.content)) continue;
        const { "application/json": media, ...others } = response.content;
        if (media !== undefined) response.content = { ...others, [contract.mediaType]: media };
      }
    }
  }
  dropUntypedNullable(document);
}

/** A redirect answers with where to go (its Location header) and no body. */
function answerRedirectsWithoutBody(responses: Json): void {
  for (const [status, response] of Object.entries(responses)) {
    if (!/^3/.test(status) || !isRecord(response)) continue;
    delete response.content;
    response.headers = {
      Location: { description: "Where the browser goes next.", schema: { type: "string" } },
    };
  }
}

/** A body schema that takes no body at all (`emptyBody`); a refinement that throws is a no. */
function acceptsNoBody(body: ZodType): boolean {
  try {
    return body.safeParse(undefined).success;
  } catch {
    return false;
  }
}

/**
 * OpenAPI 3.0 gives `nullable` a meaning only beside a `type`; a schema of any value (a setting's
 * old value) already admits null.
 */
function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) dropUntypedNullable(child);
    return;
  }
  if (!isRecord(node)) return;
  if (node.nullable === true && node.type === undefined) delete node.nullable;
  for (const child of Object.values(node)) dropUntypedNullable(child);
}
