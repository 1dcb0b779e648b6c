import type { ReactNode } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { ErrorFallback } from "@/components/error-fallback";
import { ToastOutlet } from "@/components/ui/toast-outlet";

/**
 * What every page has. The TanStack Query client is not here: only the pages that use it load
 * it (app/layouts/query-layout.tsx, docs/decisions/025).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback onRetry={() => window.location.reload()} />}>
      {children}
      <ToastOutlet />
    </ErrorBoundary>
  );
}
