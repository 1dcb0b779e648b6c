import { ERROR_CODES } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * How deeply arrays and objects may nest in a JSON body. The product's own bodies go two levels
 * deep (a list of services in the quote form); 32 leaves room for any form to grow.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = "The request body is nested too deeply.";

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text`, read as JSON, opens more than `max` arrays or objects inside one another.
 * Brackets inside strings do not count. One pass over the characters, before anything is
 * parsed, so a body of any depth costs no more than its length; malformed JSON is left for the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses a body nested deeper than
 * MAX_JSON_DEPTH (400) before parsing it, for every route and whatever the depth: walking a
 * thousands-deep body (the control-character check, zod, better-auth) can exhaust the stack.
 * Everything else (empty bodies, prototype poisoning, malformed JSON) is Fastify's own parser.
 */
export function parseJsonWithDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError(ERROR_CODES.VALIDATION_FAILED, JSON_TOO_DEEP_MESSAGE, 400), undefined);
      return;
    }
    parse(request, text, done);
  });
}
