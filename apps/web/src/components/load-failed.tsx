import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";

/** A panel whose data did not load: says so and offers to try again. */
export function LoadFailed({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Notice tone="error" title={title}>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        disabled={retrying}
        onClick={onRetry}
      >
        Try again
      </Button>
    </Notice>
  );
}
