import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { dashboardContracts, notificationContracts, rewardContracts } from "@/lib/contracts";
import { usePollingFallback } from "@/lib/live-updates";

/** The seven stat cards, counted by the server in one query. */
export const statsKey = ["dashboard", "stats"] as const;

export function useDashboardStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => api(dashboardContracts.stats, { signal }),
    enabled: signedIn,
  });
}

export const notificationsKey = ["notifications"] as const;

/** The newest notifications and the unread count for the badge. */
export function useNotifications() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api(notificationContracts.list, { query: { pageSize: 20 }, signal }),
    enabled: signedIn,
    // pushed while the dashboard's stream is open (decision 064)
    refetchInterval: usePollingFallback(60_000),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(notificationContracts.markRead, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** One keyset page of the reward ledger, newest first, with the balance. */
export function useRewards(cursor: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["rewards", cursor ?? "first"],
    queryFn: ({ signal }) => api(rewardContracts.list, { query: { pageSize: 20, cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}
