import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from "@automobi/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../http/app-error.ts";
import { RequestValidationError } from "../http/validation.ts";

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; requestId?: string } = {},
) {
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send({
      error: { code, message, ...extra },
    });
}

/** One error shape for the whole API: {"error": {"code", "message", "fields"?}}. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message, {
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (error instanceof RequestValidationError) {
      return send(reply, 400, ERROR_CODES.VALIDATION_FAILED, error.message, {
        fields: error.fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, ERROR_CODES.RATE_LIMITED, error.message);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type. By code
      // only: a JSON parser's message quotes the body it could not read.
      request.log.info({ code: error.code, statusCode: status }, "refused a malformed request");
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return send(reply, 413, ERROR_CODES.PAYLOAD_TOO_LARGE, "The request is too large.");
      }
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
        error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "The request body is not valid JSON."
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Unsupported content type."
            : "The request could not be understood.";
      return send(reply, status, ERROR_CODES.VALIDATION_FAILED, message);
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, ERROR_CODES.INTERNAL, GENERIC_ERROR_MESSAGE, {
      requestId: String(request.id),
    });
  });
});
