/** Every key the app writes to localStorage starts with this, so sign-out can find them all. */
export const STORAGE_PREFIX = "automobi:";

/** Forgets what this browser kept for the person (drafts): called on sign-out. */
export function forgetStoredData(): void {
  try {
    const store = window.localStorage;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage can be switched off: then nothing was kept.
  }
}
