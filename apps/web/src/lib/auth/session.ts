import type { SessionAnswer, sessionResponse } from "@automobi/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export type Session = NonNullable<SessionAnswer>;
export type SessionUser = Session["user"];

/** The signed-in session, or null when signed out. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await apiFetch<typeof sessionResponse>(apiPaths.session, { signal });
    return session?.user ? session : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const sessionQueryKey = ["auth", "session"] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
  retry: false,
  refetchOnWindowFocus: true,
});

/**
 * The current session. While loading, or when the check itself fails (the API is
 * down), `user` is null, so the navigation simply shows the signed-out links.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { ...query, user: query.data?.user ?? null };
}

/**
 * Whether someone is signed in. A query for signed-in data is enabled only then, so that a page
 * still on screen while sign-out clears the cache does not ask again and get a 401.
 */
export function useSignedIn(): boolean {
  return useSession().user !== null;
}
