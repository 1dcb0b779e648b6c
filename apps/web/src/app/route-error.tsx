import { useEffect } from "react";
import { useNavigate, useRouteError } from "react-router";
import { ErrorFallback } from "@/components/error-fallback";

function useLogError(context: string, error: unknown) {
  useEffect(() => {
    console.error(context, error);
  }, [context, error]);
}

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useLogError("A page failed", error);
  return <ErrorFallback onRetry={() => navigate(0)} />;
}

/** Shown instead of the whole app when the layout itself fails. */
export function AppRouteError() {
  const error = useRouteError();
  useLogError("The application failed", error);
  return (
    <main id="main">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </main>
  );
}
