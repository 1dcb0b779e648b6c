import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { clientTag, redactUrl } from "../logger.ts";

const INFO_AND_BELOW = new Set(["info", "debug", "trace"]);

const fieldsOf = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: redactUrl(request.url),
  statusCode: reply.statusCode,
  ms: Math.round(reply.elapsedTime * 10) / 10,
  client: clientTag(request.ip),
});

/**
 * One line per request, when it has been answered: method, URL without its secrets or typed
 * text, status, duration and a tag of the client's address (never the address itself), with the request id pino's child logger adds. Fastify's default
 * writes two ("incoming request", "request completed"), each through the req or res
 * serializer; below `info` this builds nothing. Fastify's other lines (errors) are unchanged.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ ...fieldsOf(request, reply), err: error }, "request errored");
    } else if (INFO_AND_BELOW.has(reply.log.level)) {
      reply.log.info(fieldsOf(request, reply), "request completed");
    }
  }
}

/**
 * The line of an answer whose end Fastify does not see (a hijacked reply: an event stream),
 * written by the route when it ends, as `requestCompleted` writes the others'.
 */
export function logHijackedCompleted(request: FastifyRequest, reply: FastifyReply): void {
  if (INFO_AND_BELOW.has(reply.log.level)) {
    reply.log.info(fieldsOf(request, reply), "request completed");
  }
}
