import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/auth/session";
import { garagePortalContracts, garageReviewContracts } from "@/lib/contracts";
import type { GaragePreferencesUpdateBody, GarageQuoteBody, GarageReplyBody } from "@/lib/schemas";

/** The signed-in garage user's garage, for the portal's header. */
export function usePortalSummary(enabled: boolean) {
  return useQuery({
    queryKey: ["garage-portal", "summary"],
    queryFn: ({ signal }) => api(garagePortalContracts.summary, { signal }),
    enabled,
  });
}

/** Whom an invitation link invites; an error (404) once it is used, withdrawn or expired. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ["garage-portal", "invitation", token],
    queryFn: ({ signal }) =>
      api(garagePortalContracts.invitation, { params: { token: token ?? "" }, signal }),
    enabled: token !== null,
    retry: false,
  });
}

/**
 * Chooses the password from the invitation's page: the account is made and signed in, and the
 * session is read again so that the portal opens signed in.
 */
export async function acceptInvitation(input: { token: string; password: string }) {
  const result = await api(garagePortalContracts.acceptInvitation, { body: input });
  await refreshSession();
  return result;
}

/** The open requests near the user's garage, newest first: the page after `cursor`. */
export function useNearbyRequests(cursor: string | undefined) {
  return useQuery({
    queryKey: ["garage-portal", "requests", cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(garagePortalContracts.nearbyRequests, { query: { pageSize: 10, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends the garage's itemised quote for a request; the nearby list then marks it quoted. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: GarageQuoteBody }) =>
      api(garagePortalContracts.quote, { params: { id: requestId }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["garage-portal"] }),
  });
}

/** The garage's paid jobs, most recently accepted first: the page after `cursor`. */
export function useJobs(cursor: string | undefined) {
  return useQuery({
    queryKey: ["garage-portal", "jobs", cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(garagePortalContracts.jobs, { query: { pageSize: 10, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a paid job done: its request is completed. */
export function useCompleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      api(garagePortalContracts.completeJob, { params: { id: quoteId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["garage-portal"] }),
  });
}

/** The garage's own quotes, newest first: the page after `cursor`. */
export function useOwnQuotes(cursor: string | undefined) {
  return useQuery({
    queryKey: ["garage-portal", "quotes", cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(garagePortalContracts.quotes, { query: { pageSize: 10, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Takes back a quote still awaiting the customer's answer. */
export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      api(garagePortalContracts.withdrawQuote, { params: { id: quoteId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["garage-portal"] }),
  });
}

const preferencesKey = ["garage-portal", "preferences"] as const;

/** Whether the user gets the e-mail of new nearby requests. */
export function useGaragePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api(garagePortalContracts.preferences, { signal }),
  });
}

/** Turns the e-mail of new nearby requests on or off. */
export function useUpdateGaragePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GaragePreferencesUpdateBody) =>
      api(garagePortalContracts.updatePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

/** The garage's visible reviews, newest first: the page after `cursor`. */
export function useGarageReviews(cursor: string | undefined) {
  return useQuery({
    queryKey: ["garage-portal", "reviews", cursor ?? "first"],
    queryFn: ({ signal }) =>
      api(garageReviewContracts.list, { query: { pageSize: 10, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The garage's one public reply to a review of it. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: GarageReplyBody }) =>
      api(garageReviewContracts.reply, { params: { id: reviewId }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["garage-portal", "reviews"] }),
  });
}
