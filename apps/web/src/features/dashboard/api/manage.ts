import type {
  quoteRequestDeleteResponse,
  quoteRequestEditResponse,
  requestPhotoDeleteResponse,
  requestPhotoListResponse,
  requestPhotoUploadResponse,
} from "@automobi/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";
import { quoteRequestsKey } from "./list-quote-requests";
import { statsKey } from "./overview";

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteRequestsKey }),
      queryClient.invalidateQueries({ queryKey: statsKey }),
    ]);
}

/** Saves the Manage tab's edit form; the server refuses a request that is no longer editable. */
export function useEditRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      apiFetch<typeof quoteRequestEditResponse>(apiPaths.quoteRequest(id), {
        method: "PATCH",
        body,
      }),
    onSuccess: refresh,
  });
}

/** Soft delete: the request moves to the Deleted tab. */
export function useDeleteRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<typeof quoteRequestDeleteResponse>(apiPaths.deleteQuoteRequest(id), {
        method: "POST",
        body: {},
      }),
    // Not awaited: the card leaves the list on the refetch, after its own toast has shown.
    onSuccess: () => void refresh(),
  });
}

const photosKey = (requestId: string) => ["photos", requestId] as const;

export function useRequestPhotos(requestId: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: photosKey(requestId),
    queryFn: ({ signal }) =>
      apiFetch<typeof requestPhotoListResponse>(apiPaths.requestPhotos(requestId), { signal }),
    enabled: enabled && signedIn,
  });
}

export function useUploadPhoto(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** Every file in one upload: the server stores all of them or none. */
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("photo", file);
      return apiFetch<typeof requestPhotoUploadResponse>(apiPaths.requestPhotos(requestId), {
        method: "POST",
        body: form,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(requestId) }),
  });
}

export function useRemovePhoto(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiFetch<typeof requestPhotoDeleteResponse>(apiPaths.requestPhoto(requestId, photoId), {
        method: "DELETE",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(requestId) }),
  });
}
