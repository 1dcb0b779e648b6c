import { GENERIC_ERROR_MESSAGE } from "@automobi/domain";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

interface ErrorFallbackProps {
  /** h1 when the fallback is the whole page, h2 inside a page. */
  headingLevel?: "h1" | "h2";
  onRetry: () => void;
}

/**
 * What a visitor sees when part of the interface fails. Uses a plain link home
 * because it may render outside the router.
 */
export function ErrorFallback({ headingLevel: Heading = "h1", onRetry }: ErrorFallbackProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <Heading className="text-2xl font-bold text-slate-900">Something went wrong</Heading>
      <p className="mt-3 text-slate-700">
        {GENERIC_ERROR_MESSAGE} If it keeps happening, reload the page.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="outline" asChild>
          <a href={paths.home}>Return Home</a>
        </Button>
      </div>
    </div>
  );
}
