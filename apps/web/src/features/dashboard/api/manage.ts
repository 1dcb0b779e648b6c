import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { quoteRequestContracts, requestPhotoContracts } from "@/lib/contracts";
import type { QuoteRequestEditForm } from "@/lib/schemas";
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
    mutationFn: ({ id, body }: { id: string; body: QuoteRequestEditForm }) =>
      api(quoteRequestContracts.edit, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** Soft delete: the request moves to the Deleted tab. */
export function useDeleteRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api(quoteRequestContracts.remove, { params: { id }, body: {} }),
    // Not awaited: the card leaves the list on the refetch, after its own toast has shown.
    onSuccess: () => void refresh(),
  });
}

const photosKey = (requestId: string) => ["photos", requestId] as const;

export function useRequestPhotos(requestId: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: photosKey(requestId),
    queryFn: ({ signal }) => api(requestPhotoContracts.list, { params: { id: requestId }, signal }),
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
      return api(requestPhotoContracts.upload, { params: { id: requestId }, body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(requestId) }),
  });
}

export function useRemovePhoto(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api(requestPhotoContracts.remove, { params: { id: requestId, photoId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(requestId) }),
  });
}
