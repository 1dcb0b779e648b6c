/**
 * Navigation state for a change of address within a page (a dashboard tab, say): the layout
 * scrolls a new page to its top, but leaves the scroll alone for a navigation carrying this.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScroll" in state;
}
