import type {
  SavedVehicleCreateBody,
  savedVehicle,
  savedVehicleListResponse,
  vehicleHistoryResponse,
} from "@automobi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

export const vehiclesKey = ["vehicles"] as const;

/** The customer's saved vehicles, newest first: the page after `cursor`, or the first. */
export function useVehicles(cursor: string | undefined, pageSize = 20) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...vehiclesKey, cursor ?? "first", pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: String(pageSize) });
      if (cursor) query.set("cursor", cursor);
      return apiFetch<typeof savedVehicleListResponse>(`${apiPaths.vehicles}?${query}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedVehicleCreateBody) =>
      apiFetch<typeof savedVehicle>(apiPaths.vehicles, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

export function useRemoveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.vehicle(id), { method: "DELETE" }),
    // Not awaited: the card leaves the list on the refetch, after its own toast has shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

/** One vehicle's requests, accepted quotes, payments and appointments. */
export function useVehicleHistory(id: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...vehiclesKey, "history", id],
    queryFn: ({ signal }) =>
      apiFetch<typeof vehicleHistoryResponse>(apiPaths.vehicleHistory(id), { signal }),
    enabled: enabled && signedIn,
  });
}
