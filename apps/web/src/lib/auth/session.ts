import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { createRemoteValue, useRemoteSelection, useRemoteValue } from "@/lib/remote-value";
import type { SessionAnswer, sessionResponse } from "@/lib/schemas";

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

/**
 * The session as the whole app sees it: the header and the public pages read it, so it is not
 * a TanStack query (docs/decisions/025). Loaded again once a minute old when a page mounts and
 * when the tab is shown again.
 */
const session = createRemoteValue<Session | null>({
  load: getSession,
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** Loads the session again (after signing in, or a change to the account); resolves when held. */
export function refreshSession(): Promise<void> {
  return session.refetch();
}

/** Holds "signed out" at once (the server said so), before asking it again. */
export function setSignedOut(): void {
  session.set(null);
}

/**
 * The current session. While loading, or when the check itself fails (the API is
 * down), `user` is null, so the navigation simply shows the signed-out links.
 */
export function useSession() {
  const state = useRemoteValue(session);
  return {
    data: state.data,
    user: state.data?.user ?? null,
    isPending: state.status === "pending",
    isError: state.status === "error",
    isFetching: state.isFetching,
    refetch: refreshSession,
  };
}

/**
 * The signed-in user, or null (also while loading, or when the check fails). A component that
 * needs only this draws itself again only when the user changes, not whenever the session is
 * checked: a long page (the quote form) is not drawn again after hydration to show the same
 * signed-out state.
 */
export function useSessionUser(): SessionUser | null {
  return useRemoteSelection(session, (state) => state.data?.user ?? null);
}

/**
 * Whether someone is signed in. A query for signed-in data is enabled only then, so that a page
 * still on screen while sign-out clears the cache does not ask again and get a 401.
 */
export function useSignedIn(): boolean {
  return useSessionUser() !== null;
}
