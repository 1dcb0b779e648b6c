import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { ErrorFallback } from "@/components/error-fallback";
import { ToastOutlet } from "@/components/ui/toast-outlet";
import { createQueryClient } from "@/lib/query-client";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fallback={() => <ErrorFallback onRetry={() => window.location.reload()} />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
