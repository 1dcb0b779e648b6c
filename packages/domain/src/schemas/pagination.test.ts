import { describe, expect, it } from "vitest";
import { fieldErrors } from "../errors.ts";
import { paginationQuerySchema } from "./pagination.ts";

const problems = (query: Record<string, unknown>) => {
  const result = paginationQuerySchema.safeParse(query);
  return result.success ? {} : fieldErrors(result.error);
};

describe("paginationQuerySchema", () => {
  it("defaults to the first page of 20", () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([
    [{ page: "abc" }, { page: "Page must be a whole number" }],
    [{ page: ["1", "2"] }, { page: "Page must be a whole number" }],
    [{ page: "1.5" }, { page: "Page must be a whole number" }],
    [{ page: "0" }, { page: "Page must be 1 or more" }],
    [{ pageSize: "many" }, { pageSize: "Page size must be a whole number" }],
    [{ pageSize: "101" }, { pageSize: "Page size must be 100 or fewer" }],
  ])("answers %j with %j", (query, expected) => {
    expect(problems(query)).toEqual(expected);
  });
});
