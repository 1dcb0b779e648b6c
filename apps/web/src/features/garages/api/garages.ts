import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { garagesKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { adminReviewContracts, garageContracts, garagePortalContracts } from "@/lib/contracts";
import type { GarageUpdateBody, HideReviewBody } from "@/lib/schemas";

/**
 * The directory by name, or nearest first from the `near` postcode: the page after `cursor`, or
 * the first page without one.
 */
export function useGarages(params: {
  search: string;
  near?: string;
  cursor: string | undefined;
  pageSize?: number;
}) {
  const pageSize = params.pageSize ?? 20;
  const search = params.search.trim();
  const near = params.near?.trim() || undefined;
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, search, near ?? "by-name", params.cursor ?? "first", pageSize],
    queryFn: ({ signal }) =>
      api(garageContracts.list, {
        query: { pageSize, search: search || undefined, near, cursor: params.cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

/** Saves the fields that changed; the server keeps the e-mail unique. */
export function useUpdateGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GarageUpdateBody }) =>
      api(garageContracts.update, { params: { id }, body }),
    // Not awaited: the list refreshes after the save's own toast has shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: garagesKey }),
  });
}

/**
 * The requests still open to quotes near a garage, within its service radius, nearest first;
 * the page after `cursor`. Asked for only while `enabled` (the dialog is open).
 */
export function useOpenRequestsNear(
  garageId: string,
  cursor: string | undefined,
  enabled: boolean,
) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "open-requests-near", garageId, cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(garageContracts.nearbyRequests, {
        params: { id: garageId },
        query: { pageSize: 10, cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: signedIn && enabled,
  });
}

/** Invites an address to a garage's portal: the server e-mails the link. */
export function useInviteToPortal() {
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      api(garagePortalContracts.invite, { params: { id }, body: { email } }),
  });
}

/** Suspends or reinstates a garage; the directory then shows its state. */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) =>
      api(suspend ? garagePortalContracts.suspend : garagePortalContracts.reinstate, {
        params: { id },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: garagesKey }),
  });
}

/** A garage's reviews, hidden ones too, newest first; asked for only while the dialog is open. */
export function useGarageReviews(garageId: string, cursor: string | undefined, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...garagesKey, "reviews", garageId, cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(adminReviewContracts.list, {
        params: { id: garageId },
        query: { pageSize: 10, cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: signedIn && enabled,
  });
}

/** Hides a review with the reason its customer is told; the garage's reviews are read again. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HideReviewBody }) =>
      api(adminReviewContracts.hide, { params: { id }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: garagesKey }),
  });
}
