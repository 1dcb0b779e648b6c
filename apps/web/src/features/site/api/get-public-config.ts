import { DEFAULT_SETTINGS } from "@automobi/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export interface PublicConfig {
  platformName: string;
  supportEmail: string;
  legal: {
    /** YYYY-MM-DD */
    effectiveDate: string;
    /** YYYY-MM-DD */
    updatedDate: string;
  };
}

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiFetch<PublicConfig>(apiPaths.publicConfig, { signal });
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

/** The platform's name from the settings; the installed default until they load. */
export function usePlatformName(): string {
  return usePublicConfig().data?.platformName ?? DEFAULT_SETTINGS.platformName;
}
