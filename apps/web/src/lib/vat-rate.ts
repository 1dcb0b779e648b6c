import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteContracts } from "@/lib/contracts";

/**
 * The VAT rate System Settings store, which the server charges on an itemised quote; undefined
 * until it has loaded. Read afresh each time a quote form opens (staff's, a garage's), so a changed rate shows.
 */
export function useVatRate(): number | undefined {
  const config = useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => api(siteContracts.publicConfig, { signal }),
    staleTime: 0,
  });
  return config.data?.vatRatePercent;
}
