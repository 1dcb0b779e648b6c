import { type ComponentType, useSyncExternalStore } from "react";

/** A route module: the page (or layout) component it exports. */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * A route's module, downloaded on first use. `loaded` is set once it has arrived, so a page the
 * browser already holds renders at once, without suspending: main.tsx loads the address's
 * modules before it hydrates the prerendered markup, which must render the same on its first
 * pass (docs/decisions/019).
 */
export interface LazyModule {
  load: () => Promise<RouteModule>;
  loaded: RouteModule | undefined;
}

let loading = 0;
const listeners = new Set<() => void>();
/** Modules whose download failed, each keeping its rejected promise until forgotten. */
const failed = new Set<() => void>();

function setLoading(change: number) {
  loading += change;
  for (const listener of listeners) listener();
}

export function lazyModule(importer: () => Promise<RouteModule>): LazyModule {
  let pending: Promise<RouteModule> | undefined;
  const module: LazyModule = {
    loaded: undefined,
    load() {
      if (module.loaded) return Promise.resolve(module.loaded);
      if (!pending) {
        setLoading(1);
        pending = importer().then(
          (loaded) => {
            module.loaded = loaded;
            setLoading(-1);
            return loaded;
          },
          (error: unknown) => {
            // The route renders again with this same promise, so that it throws the error
            // rather than starting another download; forgetFailedDownloads lets the next
            // opening try again.
            failed.add(() => {
              pending = undefined;
            });
            setLoading(-1);
            throw error;
          },
        );
      }
      return pending;
    },
  };
  return module;
}

/**
 * Lets the modules whose download failed (a new deploy, the network) be downloaded again: the
 * layout calls it after each new address is on screen, the failure's error included, so that
 * the page is downloaded again when next opened.
 */
export function forgetFailedDownloads(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/** Whether a page's code is on its way: the layout shows a progress bar meanwhile. */
export function useRouteModuleLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
    () => false,
  );
}
