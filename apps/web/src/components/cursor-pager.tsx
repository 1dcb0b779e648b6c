import { Button } from "@/components/ui/button";
import type { CursorPages } from "@/lib/cursor-pages";

/**
 * Back and on through a keyset-paged list with no total (`useCursorPages` keeps the way
 * back); nothing while the list fits on its first page.
 */
export function CursorPager({
  label,
  pages,
  nextCursor,
  back = "Newer",
  on = "Older",
  size,
}: {
  label: string;
  pages: CursorPages;
  nextCursor: string | null | undefined;
  back?: string;
  on?: string;
  size?: "sm";
}) {
  if (pages.page <= 1 && !nextCursor) return null;
  return (
    <nav aria-label={label} className="mt-4 flex justify-between gap-2">
      <Button size={size} variant="outline" disabled={pages.page <= 1} onClick={pages.previous}>
        {back}
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={!nextCursor}
        onClick={() => {
          if (nextCursor) pages.next(nextCursor);
        }}
      >
        {on}
      </Button>
    </nav>
  );
}
