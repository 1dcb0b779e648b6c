import type {
  PortalListKind,
  permanentDeleteResponse,
  platformSettingsResponse,
  portalListResponse,
  portalStatsResponse,
  SettingsUpdate,
} from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

export const portalKey = ["admin", "portal"] as const;
const settingsKey = ["admin", "settings"] as const;

/** The six cards, the Production Metrics and the charts' 30 days, in one call. */
export function usePortalStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...portalKey, "stats"],
    queryFn: ({ signal }) =>
      apiFetch<typeof portalStatsResponse>(apiPaths.admin.portalStats, { signal }),
    enabled: signedIn,
  });
}

/** The detail list a card toggles, one page at a time. */
export function usePortalList(
  kind: PortalListKind | null,
  cursor: string | undefined,
  pageSize = 10,
) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...portalKey, "list", kind, cursor ?? "first", pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ kind: kind ?? "", pageSize: String(pageSize) });
      if (cursor) query.set("cursor", cursor);
      return apiFetch<typeof portalListResponse>(`${apiPaths.admin.portalList}?${query}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn && kind !== null,
  });
}

/** Customer Management's Delete: the request and its quotes removed for good, audited. */
export function usePurgeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<typeof permanentDeleteResponse>(apiPaths.admin.purgeRequest(id), {
        method: "POST",
        body: {},
      }),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminRequestsKey });
      void queryClient.invalidateQueries({ queryKey: portalKey });
    },
  });
}

/** System Settings (super admin only: the server answers 403 to an admin). */
export function useSystemSettings(enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiFetch<typeof platformSettingsResponse>(apiPaths.admin.settings, { signal }),
    enabled: signedIn && enabled,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) =>
      apiFetch<typeof platformSettingsResponse>(apiPaths.admin.settings, {
        method: "PUT",
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The settings reach much of what is cached (the name, fee and points every page shows,
      // the dashboard's overdue marking): a rare change, so everything is asked again.
      void queryClient.invalidateQueries();
    },
  });
}
