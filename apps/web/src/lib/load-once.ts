/**
 * A module the page downloads on first use, once: every call shares the one download, `loaded`
 * gives it without waiting once it has arrived, and a failed download (the network, a new
 * deploy) is tried again on the next call.
 */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
