import { fillPath } from "@automobi/domain";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paymentContracts } from "@/lib/contracts";

/**
 * Downloads a completed payment's receipt (a PDF): a plain link, so the browser saves the file
 * itself. The server serves it to the customer who paid and to staff; anyone else gets a 404.
 */
export function ReceiptLink({ paymentId, number }: { paymentId: string; number: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={fillPath(paymentContracts.receipt.path, { paymentId })}
        download
        aria-label={`Download receipt ${number} (PDF)`}
      >
        <FileDown aria-hidden="true" />
        Receipt {number}
      </a>
    </Button>
  );
}
