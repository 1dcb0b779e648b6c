import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";
import { toastOutlet } from "./toast";

/**
 * sonner's rich-colour text falls just short of WCAG AA 4.5:1 on its pale backgrounds;
 * darker shades of the same hues pass.
 */
const accessibleRichColors = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as CSSProperties;

/** Tailwind's `sm`: below it the page is laid out for a phone. */
const WIDE_SCREEN = "(min-width: 640px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches;

/** The most toasts shown at once; older ones wait behind them. */
export const VISIBLE_TOASTS = 3;

/**
 * The one toast outlet; `toast()` from sonner posts to it. Toasts stay off the sticky header
 * and its Sign In, Register and menu (issue 14): bottom right on a wide screen, along the
 * bottom on a phone. Errors are also shown in the form they concern (FormAlert, field errors).
 * Loaded with the first toast (./toast-outlet.tsx).
 */
export default function Toaster() {
  const wide = useSyncExternalStore(subscribe, isWideScreen, () => true);
  // Sonner's own effect (a child's, so run before this one) has subscribed by now.
  useEffect(() => toastOutlet.ready(), []);
  return (
    <Sonner
      richColors
      closeButton
      position={wide ? "bottom-right" : "bottom-center"}
      visibleToasts={VISIBLE_TOASTS}
      style={accessibleRichColors}
    />
  );
}
