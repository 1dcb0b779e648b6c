import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { toastOutlet } from "@/components/ui/toast";

// The app's toasts wait for their outlet (components/ui/toast.ts); the tests read them from
// sonner's own list (test/toasts.ts) and draw no outlet, so it counts as ready from the start.
toastOutlet.ready();

// Unmounts what a test rendered, forgets what it stored and closes its toasts, so tests sharing
// a worker start alike.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  toast.dismiss();
});
