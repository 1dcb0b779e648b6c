import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "./query-client";
import { forgetSignedInData, invalidateSignedInData } from "./signed-in-data";

afterEach(() => {
  queryClient.clear();
});

describe("the signed-in area's cache, once its query client is loaded", () => {
  it("marks what is cached under a key stale, and nothing else", async () => {
    queryClient.setQueryData(["quote-requests", "active", "first"], { items: [] });
    queryClient.setQueryData(["profile"], { fullName: "Sarah Thompson" });

    await invalidateSignedInData(["quote-requests"]);

    expect(queryClient.getQueryState(["quote-requests", "active", "first"])?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(["profile"])?.isInvalidated).toBe(false);
  });

  it("forgets everything cached and stops the loads under way", async () => {
    queryClient.setQueryData(["profile"], { fullName: "Sarah Thompson" });
    let loadSignal: AbortSignal | undefined;
    const load = queryClient.fetchQuery({
      queryKey: ["quote-requests"],
      queryFn: ({ signal }) => {
        loadSignal = signal;
        return new Promise(() => {});
      },
    });
    load.catch(() => {});

    await forgetSignedInData();

    expect(loadSignal?.aborted).toBe(true);
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
