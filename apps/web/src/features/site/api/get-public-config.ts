import { DEFAULT_SETTINGS } from "@automobi/domain";
import { ApiError, apiFetch } from "@/lib/api-client";
import { useHydrated } from "@/lib/hydrated";
import { apiPaths } from "@/lib/paths";
import { createRemoteValue, useRemoteSelection, useRemoteValue } from "@/lib/remote-value";
import type { PublicConfig, publicConfigResponse } from "@/lib/schemas";

export type { PublicConfig };

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiFetch<typeof publicConfigResponse>(apiPaths.publicConfig, { signal });
}

/**
 * The public settings, read by the header and footer of every page (so not a TanStack query,
 * docs/decisions/025). They change only when a super admin edits the settings or the server is
 * reconfigured. A network or server failure is tried once more; a 4xx is not.
 */
const publicConfig = createRemoteValue<PublicConfig>({
  load: getPublicConfig,
  staleTime: 10 * 60_000,
  retry: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

export function usePublicConfig() {
  const state = useRemoteValue(publicConfig);
  return { data: state.data, isPending: state.status === "pending" };
}

/**
 * The platform's name from the settings; the installed default until they load. Empty in the
 * prerendered page and while it hydrates: a super admin may have renamed the platform since
 * the build.
 */
export function usePlatformName(): string {
  const name = useRemoteSelection(
    publicConfig,
    (state) => state.data?.platformName ?? DEFAULT_SETTINGS.platformName,
  );
  return useHydrated() ? name : "";
}

/**
 * The service fee (pence) and reward points per payment as stored, or null until the settings
 * have loaded, in the prerendered page and while it hydrates: a super admin may have changed
 * them since the build (docs/decisions/034).
 */
export function useStoredServiceTerms(): { feePence: number; rewardPoints: number } | null {
  const feePence = useRemoteSelection(publicConfig, (state) => state.data?.serviceFeePence);
  const rewardPoints = useRemoteSelection(
    publicConfig,
    (state) => state.data?.rewardPointsPerPayment,
  );
  const hydrated = useHydrated();
  if (!hydrated || feePence === undefined || rewardPoints === undefined) return null;
  return { feePence, rewardPoints };
}

/**
 * How many days a deleted request is kept before it is purged, as stored; null until the
 * settings have loaded (and in the prerendered page), as the stored fee is.
 */
export function useDeletedRequestRetentionDays(): number | null {
  const days = useRemoteSelection(publicConfig, (state) => state.data?.deletedRequestRetentionDays);
  const hydrated = useHydrated();
  return hydrated && days !== undefined ? days : null;
}
