import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client";

/**
 * Around the pages that use TanStack Query (the signed-in areas, the admin entry, the sitemap):
 * a lazy route of its own, so that the public pages do not download it (docs/decisions/025).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
