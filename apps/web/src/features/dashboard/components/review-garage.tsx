import { Star } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Stars } from "@/components/stars";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { ReviewView } from "@/lib/schemas";
import { useReview } from "../api/reviews";
import { DialogLoading } from "./dialog-loading";

const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));

/**
 * The customer's verified review of the garage that did a paid, completed job (issue 31): the
 * invitation to write one, or the one written, changeable for 30 days.
 */
export function ReviewGarage({ requestId }: { requestId: string }) {
  const review = useReview(requestId);
  if (review.isPending || review.isError) return null;
  const { review: written, canWrite } = review.data;
  if (!written && !canWrite) return null;
  return (
    <section aria-label="Your review of the garage" className="mt-4 rounded-lg bg-slate-50 p-3">
      {written ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-sm font-semibold text-slate-900">
              Your review: <Stars stars={written.stars} />
            </p>
            {written.text && (
              <p className="mt-1 text-sm break-words text-slate-700">{written.text}</p>
            )}
            {written.hidden && <p className="mt-1 text-sm text-slate-600">Hidden by our team.</p>}
          </div>
          {written.editable && <ReviewDialog requestId={requestId} review={written} />}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">How did the garage do?</p>
          <ReviewDialog requestId={requestId} review={null} />
        </div>
      )}
    </section>
  );
}

function ReviewDialog({ requestId, review }: { requestId: string; review: ReviewView | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={review ? "outline" : "primary"}>
          <Star aria-hidden="true" />
          {review ? "Edit Review" : "Review the Garage"}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close without saving">
        <DialogHeader>
          <DialogTitle>{review ? "Edit Your Review" : "Review the Garage"}</DialogTitle>
          <DialogDescription>
            Only customers who paid and whose job was completed can review, so other drivers can
            trust what they read. You can change it for 30 days.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<DialogLoading />}>
            <ReviewForm requestId={requestId} review={review} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
