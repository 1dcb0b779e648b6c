import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;
type Poster = (message: Parameters<Toast>[0], data?: Parameters<Toast>[1]) => string | number;

/**
 * The app's `toast`, imported from here and never from "sonner" itself: the same calls as
 * sonner's, but sonner and its outlet are loaded only with the first toast, so pages that never
 * show one never download them.
 * Calls made before the outlet is mounted wait for it, in order.
 */
let wanted = false;
const listeners = new Set<() => void>();
let outletReady: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  outletReady = resolve;
});
let queue: Promise<unknown> = mounted.then(() => import("sonner"));

function post(call: (real: Toast) => unknown) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  queue = queue.then(async () => call((await import("sonner")).toast));
}

let lastId = 0;
function poster(pick: (real: Toast) => Poster): Poster {
  return (message, data) => {
    lastId += 1;
    const id = data?.id ?? `toast-${lastId}`;
    post((real) => pick(real)(message, { ...data, id }));
    return id;
  };
}

export const toast = Object.assign(
  poster((real) => real),
  {
    success: poster((real) => real.success),
    info: poster((real) => real.info),
    warning: poster((real) => real.warning),
    error: poster((real) => real.error),
    message: poster((real) => real.message),
    loading: poster((real) => real.loading),
    dismiss: (id?: number | string) => {
      post((real) => real.dismiss(id));
      return id ?? "";
    },
  },
) as unknown as Toast;

/** For the outlet: whether a toast has been asked for yet, and a way to hear when it is. */
export const toastOutlet = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once sonner's outlet listens, so the waiting calls reach it. */
  ready: () => outletReady(),
};
