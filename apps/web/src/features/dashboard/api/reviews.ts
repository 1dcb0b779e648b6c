import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reviewContracts } from "@/lib/contracts";
import type { ReviewAnswer, ReviewBody } from "@/lib/schemas";

const reviewKey = (requestId: string) => ["review", requestId] as const;

/**
 * The customer's review of a request's garage (null when they have not written one) and
 * whether the server would take one now.
 */
export function useReview(requestId: string) {
  return useQuery({
    queryKey: reviewKey(requestId),
    queryFn: ({ signal }): Promise<ReviewAnswer> =>
      api(reviewContracts.get, { params: { id: requestId }, signal }),
  });
}

/** Writes the review, or changes the one written; the card then shows what was saved. */
export function useSaveReview(requestId: string, existing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      existing
        ? api(reviewContracts.update, { params: { id: requestId }, body })
        : api(reviewContracts.create, { params: { id: requestId }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ReviewAnswer>(reviewKey(requestId), {
        review: saved,
        canWrite: false,
      }),
  });
}
