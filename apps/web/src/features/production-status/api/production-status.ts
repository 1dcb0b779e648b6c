import type { productionStatusResponse } from "@automobi/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The four readiness checks, asked only while the card is open. */
export function useProductionStatus(enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["admin", "production-status"],
    queryFn: ({ signal }) =>
      apiFetch<typeof productionStatusResponse>(apiPaths.admin.productionStatus, { signal }),
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}
