import type { MouseEvent } from "react";

/** The first thing Tab reaches: jumps past the navigation to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus the target directly: the router would otherwise treat the hash as a navigation.
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };

  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
