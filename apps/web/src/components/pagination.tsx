import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface PaginationProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next for a list longer than one page; nothing when it fits on one. */
export function Pagination(props: PaginationProps) {
  const { label, page, pageSize, total } = props;
  if (page <= 1 && !props.hasNext) return null;
  // A list that shrank while it was paged may have fewer pages than the one on screen.
  const pages = Math.max(page, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={props.onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" disabled={!props.hasNext} onClick={props.onNext}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
