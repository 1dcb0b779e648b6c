import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { accountContracts } from "@/lib/contracts";
import type { ProfileUpdateForm, profileView, Wire } from "@/lib/schemas";

export type Profile = Wire<typeof profileView>;

export const profileQueryKey = ["profile"] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api(accountContracts.profile, { signal }),
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

/**
 * Saves the Update Details form (and the dashboard's settings dialog). A new e-mail
 * is only used once confirmed from the new address (`emailChangePending`); a new
 * password signs out the account's other sessions.
 */
export function updateProfile(body: ProfileUpdateForm) {
  return api(accountContracts.updateProfile, { body });
}
