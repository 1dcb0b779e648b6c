import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is prerendered at build time and while the browser hydrates that
 * markup, true from the render after (and at once when the app is rendered without prerendered
 * markup). Anything the build cannot know (the year, the platform name from the settings, the
 * draft saved in this browser) is shown only once this is true, so that the first client render
 * matches the prerendered HTML and that HTML states nothing wrong.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hydratingPrerenderedPage = false;

/** main.tsx: the app is about to hydrate prerendered markup. */
export function startHydrating(): void {
  hydratingPrerenderedPage = true;
}

/** The app's root: the first commit (the hydration) is done. */
export function finishHydrating(): void {
  hydratingPrerenderedPage = false;
}

/**
 * Whether the render under way is the build's prerender or the browser's hydration of it, for a
 * value read once when a component mounts (useState's initialiser), so that the component does
 * not subscribe to `useHydrated()` and draw itself again once hydrated.
 */
export function isHydrating(): boolean {
  return hydratingPrerenderedPage || typeof window === "undefined";
}
