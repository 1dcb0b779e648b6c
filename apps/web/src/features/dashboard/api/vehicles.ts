import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { vehicleContracts } from "@/lib/contracts";
import type { SavedVehicleCreateBody } from "@/lib/schemas";

export const vehiclesKey = ["vehicles"] as const;

/** The customer's saved vehicles, newest first: the page after `cursor`, or the first. */
export function useVehicles(cursor: string | undefined, pageSize = 20) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...vehiclesKey, cursor ?? "first", pageSize],
    queryFn: ({ signal }) => api(vehicleContracts.list, { query: { pageSize, cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedVehicleCreateBody) => api(vehicleContracts.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

export function useRemoveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(vehicleContracts.remove, { params: { id } }),
    // Not awaited: the card leaves the list on the refetch, after its own toast has shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

/** One vehicle's requests, accepted quotes, payments and appointments. */
export function useVehicleHistory(id: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...vehiclesKey, "history", id],
    queryFn: ({ signal }) => api(vehicleContracts.history, { params: { id }, signal }),
    enabled: enabled && signedIn,
  });
}
