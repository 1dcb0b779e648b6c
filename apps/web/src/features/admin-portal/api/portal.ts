import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { adminRequestsKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import {
  accountErasureContracts,
  adminPortalContracts,
  adminRequestContracts,
  settingsContracts,
} from "@/lib/contracts";
import type { PortalListKind, SettingsUpdate } from "@/lib/schemas";

export const portalKey = ["admin", "portal"] as const;
const settingsKey = ["admin", "settings"] as const;

/** The six cards, the Production Metrics and the charts' 30 days, in one call. */
export function usePortalStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...portalKey, "stats"],
    queryFn: ({ signal }) => api(adminPortalContracts.stats, { signal }),
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
    queryFn:
      kind === null
        ? skipToken
        : ({ signal }) =>
            api(adminPortalContracts.list, { query: { kind, pageSize, cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

/** Customer Management's Delete: the request and its quotes removed for good, audited. */
export function usePurgeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminRequestContracts.purge, { params: { id }, body: {} }),
    // Not awaited: the row leaves its list on the refetch, after its own toast has shown.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminRequestsKey });
      void queryClient.invalidateQueries({ queryKey: portalKey });
    },
  });
}

/** Erases a customer's account and personal data (issue 32); their requests stay, anonymous. */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) =>
      api(accountErasureContracts.eraseCustomer, { params: { id: customerId }, body: {} }),
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
    queryFn: ({ signal }) => api(settingsContracts.get, { signal }),
    enabled: signedIn && enabled,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) => api(settingsContracts.update, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The settings reach much of what is cached (the name, fee and points every page shows,
      // the dashboard's overdue marking): a rare change, so everything is asked again.
      void queryClient.invalidateQueries();
    },
  });
}
