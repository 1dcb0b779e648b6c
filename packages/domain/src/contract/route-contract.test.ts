import { describe, expect, it } from "vitest";
import { fillPath, openApiPath } from "../route-contract.ts";
import { quoteDecisionContracts } from "./quote-decisions.ts";

describe("a route contract's path", () => {
  it("is filled in for a call, each value URI-encoded", () => {
    expect(fillPath(quoteDecisionContracts.accept.path, { id: "a b/c" })).toBe(
      "/api/quotes/a%20b%2Fc/accept",
    );
  });

  it("refuses a call that leaves a path parameter out", () => {
    expect(() => fillPath("/api/quotes/:id/accept")).toThrow(":id");
  });

  it("reads as OpenAPI's template in the document", () => {
    expect(openApiPath("/api/quote-requests/:id/photos/:photoId")).toBe(
      "/api/quote-requests/{id}/photos/{photoId}",
    );
  });
});
