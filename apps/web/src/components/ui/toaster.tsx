import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

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

/** The one toast outlet; `toast()` from sonner posts to it. */
export function Toaster() {
  return <Sonner richColors closeButton position="top-right" style={accessibleRichColors} />;
}
