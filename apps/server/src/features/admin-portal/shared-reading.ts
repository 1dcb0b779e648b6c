/**
 * One reading at a time, shared by everyone who asks while it runs. The portal's statistics
 * are full counts over the whole database (about 0.4 s at a million requests): fifty admins
 * opening the portal at once must cost one of them, not fifty queries queued for the pool's
 * connections, which starved every other route of the process. A caller who arrives while a
 * reading runs gets that reading, as of its `asOf`; nothing is kept once it has answered.
 */
export function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}
