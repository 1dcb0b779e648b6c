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
