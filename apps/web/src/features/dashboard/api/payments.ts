import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { paymentContracts } from "@/lib/contracts";

/** The fee and the points it earns, from the stored settings. */
export function usePaymentTerms() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["payments", "terms"],
    queryFn: ({ signal }) => api(paymentContracts.terms, { signal }),
    staleTime: 5 * 60_000,
    enabled: signedIn,
  });
}

/** create-payment: a checkout session for the accepted quote of this request. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: (quoteRequestId: string) =>
      api(paymentContracts.create, { body: { quoteRequestId } }),
  });
}

export const garageDetailsKey = (quoteRequestId: string) => ["garage", quoteRequestId] as const;

/** get-garage-details: only asked for once the request's fee is paid. */
export function useGarageDetails(quoteRequestId: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: garageDetailsKey(quoteRequestId),
    queryFn: ({ signal }) =>
      api(paymentContracts.garage, { params: { id: quoteRequestId }, signal }),
    enabled: enabled && signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** verify-payment: the server asks the provider; the redirect alone proves nothing. */
export function verifyPayment(sessionId: string) {
  return api(paymentContracts.verify, { body: { sessionId } });
}
