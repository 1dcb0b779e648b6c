import { ERROR_CODES } from "@automobi/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

/** The Fastify request as the Web `Request` better-auth's handler takes, with `body` as sent. */
export function toWebRequest(request: FastifyRequest, config: Config, body: unknown): Request {
  const url = new URL(request.url, config.publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "x-forwarded-for" || key === "content-length") continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // The client IP as Fastify resolved it (trustProxy aware); a client-sent header never counts.
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== undefined;
  // The body goes on as JSON whatever the client sent it as, or sent none (a sign-out with no
  // body at all is given `{}`): better-auth refuses any other type.
  if (hasBody) headers.set("content-type", "application/json");
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
}

/** better-auth's answer, in the API's one error shape, through the route's response schema. */
export async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length") return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = response.body ? await response.text() : "";
  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    const code =
      response.status === 429
        ? ERROR_CODES.RATE_LIMITED
        : (parsed.code ?? `HTTP_${response.status}`);
    return reply.type("application/json; charset=utf-8").send({
      error: { code, message: parsed.message ?? "The request could not be completed." },
    });
  }
  if (!text) return reply.send();
  // Parsed, so the route's response schema decides what reaches the browser: never a token.
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply.send(text);
  }
  return reply.type("application/json; charset=utf-8").send(body);
}
