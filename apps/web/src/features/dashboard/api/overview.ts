import type {
  dashboardStatsResponse,
  notificationListResponse,
  notificationReadResponse,
  rewardListResponse,
} from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The seven stat cards, counted by the server in one query. */
export const statsKey = ["dashboard", "stats"] as const;

export function useDashboardStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) =>
      apiFetch<typeof dashboardStatsResponse>(apiPaths.dashboardStats, { signal }),
    enabled: signedIn,
  });
}

export const notificationsKey = ["notifications"] as const;

/** The newest notifications and the unread count for the badge. */
export function useNotifications() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      apiFetch<typeof notificationListResponse>(`${apiPaths.notifications}?pageSize=20`, {
        signal,
      }),
    enabled: signedIn,
    refetchInterval: 60_000,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<typeof notificationReadResponse>(apiPaths.notificationsRead, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** One keyset page of the reward ledger, newest first, with the balance. */
export function useRewards(cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["rewards", cursor ?? "first"],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: "20" });
      if (cursor) query.set("cursor", cursor);
      return apiFetch<typeof rewardListResponse>(`${apiPaths.rewards}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}
