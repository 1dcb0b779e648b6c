/**
 * The signed-in area's query cache as the rest of the app sees it. TanStack Query comes with
 * the pages that use it (app/layouts/query-layout.tsx, docs/decisions/025), so the public pages
 * and the header cannot import the client; they reach it here, and do nothing while it is not
 * loaded (nothing is cached then).
 */
export interface SignedInCache {
  /** Marks what is cached under `queryKey` stale and loads again what a page shows. */
  invalidate(queryKey: readonly unknown[]): Promise<void>;
  /** Stops the loads under way and forgets everything cached. */
  clear(): Promise<void>;
}

let cache: SignedInCache | null = null;

export function connectSignedInCache(connected: SignedInCache): void {
  cache = connected;
}

export function invalidateSignedInData(queryKey: readonly unknown[]): Promise<void> {
  return cache ? cache.invalidate(queryKey) : Promise.resolve();
}

/** Nothing the previous user loaded may outlive the session. */
export function forgetSignedInData(): Promise<void> {
  return cache ? cache.clear() : Promise.resolve();
}
