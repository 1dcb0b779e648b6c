import { DEFAULT_SETTINGS, type PublicConfig, type publicConfigResponse } from "@automobi/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useHydrated } from "@/lib/hydrated";
import { apiPaths } from "@/lib/paths";

export type { PublicConfig };

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiFetch<typeof publicConfigResponse>(apiPaths.publicConfig, { signal });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: ({ signal }) => getPublicConfig(signal),
  // Changes only when a super admin edits the settings or the server is reconfigured.
  staleTime: 10 * 60_000,
  refetchOnWindowFocus: false,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/**
 * The platform's name from the settings; the installed default until they load. Empty in the
 * prerendered page and while it hydrates: a super admin may have renamed the platform since
 * the build.
 */
export function usePlatformName(): string {
  const name = usePublicConfig().data?.platformName ?? DEFAULT_SETTINGS.platformName;
  return useHydrated() ? name : "";
}
