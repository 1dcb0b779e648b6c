import { describe, expect, it } from "vitest";
import { isUuid, shortId } from "./ids.ts";

describe("ids", () => {
  it("shows a request id as its first 8 characters", () => {
    expect(shortId("3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f")).toBe("3f2b8c1e");
  });

  it("recognises a UUID", () => {
    expect(isUuid("3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("3f2b8c1e")).toBe(false);
    expect(isUuid("../etc/passwd")).toBe(false);
  });
});
