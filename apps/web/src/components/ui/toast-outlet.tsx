import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastOutlet } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * Where toasts appear. Sonner and its outlet are downloaded only once the app asks for a
 * first toast (./toast.ts), so the public pages do not carry them.
 */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(toastOutlet.subscribe, toastOutlet.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
