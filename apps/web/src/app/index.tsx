import { type ReactNode, useEffect, useLayoutEffect } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { finishHydrating, useHydrated } from "@/lib/hydrated";
import { AppProvider } from "./provider";

/**
 * Marks the document `data-ready` once the app runs in the browser (a prerendered page
 * hydrated, docs/decisions/019): the browser journeys wait for it after opening a page.
 */
function ReadyMark() {
  const hydrated = useHydrated();
  // At the end of the first commit, before the renders that fill in what hydration left out.
  useLayoutEffect(finishHydrating, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = "";
  }, [hydrated]);
  return null;
}

/**
 * The app around a router: the browser's (main.tsx) or, through `children`, the build's static
 * one (prerender.tsx), so that both render the same tree.
 */
export function App({ router, children }: { router?: DataRouter; children?: ReactNode }) {
  return (
    <AppProvider>
      {router ? <RouterProvider router={router} /> : children}
      <ReadyMark />
    </AppProvider>
  );
}
