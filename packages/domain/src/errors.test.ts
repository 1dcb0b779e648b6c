import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  fieldErrors,
  GENERIC_ERROR_MESSAGE,
  isApiErrorBody,
} from "./errors.ts";

describe("error codes", () => {
  it("give each code an HTTP status", () => {
    expect(ERROR_HTTP_STATUS[ERROR_CODES.VALIDATION_FAILED]).toBe(400);
    expect(ERROR_HTTP_STATUS[ERROR_CODES.UNAUTHENTICATED]).toBe(401);
    expect(ERROR_HTTP_STATUS[ERROR_CODES.RATE_LIMITED]).toBe(429);
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it("keep the spec's generic message", () => {
    expect(GENERIC_ERROR_MESSAGE).toBe("An unexpected error occurred. Please try again.");
  });
});

describe("isApiErrorBody", () => {
  it("recognises the error wire shape", () => {
    expect(isApiErrorBody({ error: { code: "NOT_FOUND", message: "Not found" } })).toBe(true);
    expect(isApiErrorBody({ error: "boom" })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody({ message: "x" })).toBe(false);
  });
});

describe("fieldErrors", () => {
  it("keeps the first message per field and files form-level issues under _form", () => {
    const schema = z
      .object({
        email: z.string().min(1, "Email is required").min(5, "Too short"),
        tags: z.array(z.string().min(2, "Tag too short")),
      })
      .refine(() => false, "Whole form is wrong");
    const result = schema.safeParse({ email: "", tags: ["a"] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error as z.ZodError)).toEqual({
      email: "Email is required",
      "tags.0": "Tag too short",
      _form: "Whole form is wrong",
    });
  });
});
