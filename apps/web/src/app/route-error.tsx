import { ErrorFallback } from "@/components/error-fallback";

/**
 * Shown inside the layout when a page fails to load or render (the layout's error boundary has
 * logged it); Try again loads the page afresh.
 */
export function RouteError() {
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}

/** Shown instead of the whole app when the layout itself fails. */
export function AppRouteError() {
  return (
    <main id="main">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </main>
  );
}
