import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Unmounts what a test rendered and forgets what it stored, so tests sharing a worker start alike.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
