import { fieldErrors } from "@automobi/domain";
import type { FastifySchemaCompiler } from "fastify";
import type { ZodType } from "zod";

/** Thrown by the schema compiler; the error handler turns it into a 400 with one message per field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string>) {
    super("Please check the highlighted fields.");
    this.name = "RequestValidationError";
  }
}

/**
 * Route schemas are zod schemas from @automobi/domain. Parsing (not just checking) means
 * handlers receive the normalised values, with unknown fields stripped.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrors(result.error)) };
  };
};
