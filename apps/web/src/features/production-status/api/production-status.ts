import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { productionStatusContracts } from "@/lib/contracts";

/** The four readiness checks, asked only while the card is open. */
export function useProductionStatus(enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["admin", "production-status"],
    queryFn: ({ signal }) => api(productionStatusContracts.status, { signal }),
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}
