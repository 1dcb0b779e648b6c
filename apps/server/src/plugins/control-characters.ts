import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { RequestValidationError } from "../http/validation.ts";

/** Every field path in `value` whose text holds a character PostgreSQL or our pages refuse. */
function fieldsWithControlCharacters(
  value: unknown,
  path: string,
  found: Record<string, string>,
): void {
  if (typeof value === "string") {
    if (hasControlCharacter(value)) found[path || "_form"] = CONTROL_CHARACTER_MESSAGE;
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      fieldsWithControlCharacters(item, path ? `${path}.${i}` : `${i}`, found);
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) found[path || "_form"] = CONTROL_CHARACTER_MESSAGE;
      fieldsWithControlCharacters(item, path ? `${path}.${key}` : key, found);
    }
  }
}

/**
 * A NUL byte makes PostgreSQL fail the statement (a 500), and the other C0 control characters
 * have no place in anything a person types, nor has a lone UTF-16 surrogate (a JSON escape
 * such as \ud800 without its pair, which PostgreSQL refuses too). Refused in every body, query
 * string and path parameter of the API, better-auth's routes included, with a 400 naming the
 * field; tab, line feed and carriage return stay allowed, since multi-line text needs them.
 */
export const controlCharacters = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    const found: Record<string, string> = {};
    fieldsWithControlCharacters(request.params, "", found);
    fieldsWithControlCharacters(request.query, "", found);
    fieldsWithControlCharacters(request.body, "", found);
    if (Object.keys(found).length > 0) throw new RequestValidationError(found);
  });
});
