import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// Unmounts what a test rendered, forgets what it stored and closes its toasts, so tests sharing
// a worker start alike.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  toast.dismiss();
});
