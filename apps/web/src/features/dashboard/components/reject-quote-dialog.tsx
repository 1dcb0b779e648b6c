import { formatGBP } from "@automobi/domain";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { CustomerQuote } from "../api/list-quote-requests";
import { DialogLoading } from "./dialog-loading";

const RejectForm = lazy(() =>
  import("./reject-quote-form").then((m) => ({ default: m.RejectForm })),
);

/**
 * The Reject Quote dialog (spec 001 §5): a reason is required, and Reject stays disabled
 * while it is blank after trimming. The reason reaches our support team with the request.
 */
export function RejectQuoteDialog({ quote, label }: { quote: CustomerQuote; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close without rejecting">
        <DialogHeader>
          <DialogTitle>Reject Quote</DialogTitle>
          <DialogDescription>
            Tell us why the {formatGBP(quote.pricePence)} quote is not right for you. Our team reads
            every reason and looks for a better quote.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<DialogLoading />}>
            <RejectForm quoteId={quote.id} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
