import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { connectSignedInCache } from "./signed-in-data";

/** A client error (4xx) will not change on a retry; a network or server error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * The one client of the pages that use TanStack Query (app/layouts/query-layout.tsx): created
 * when the first of them loads, and kept across navigations.
 */
export const queryClient = createQueryClient();

connectSignedInCache({
  invalidate: (queryKey) => queryClient.invalidateQueries({ queryKey }),
  async clear() {
    await queryClient.cancelQueries();
    queryClient.removeQueries();
  },
});
