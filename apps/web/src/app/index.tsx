import { type ReactNode, useEffect, useLayoutEffect } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { finishHydrating, useHydrated } from "@/lib/hydrated";
import { AppProvider } from "./provider";
import { AppRouteError } from "./route-error";
import { AppRoutes } from "./router";

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
 * The app's routes inside a router: the browser's (main.tsx) or the build's static one
 * (prerender.tsx), so that both render the same tree.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <AppProvider>
      <Router>
        <ErrorBoundary fallback={AppRouteError}>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
      <ReadyMark />
    </AppProvider>
  );
}
