import { describeServices, displayVehicle } from "@automobi/domain";
import { Gift } from "lucide-react";
import { useEffect } from "react";
import { PagedList } from "@/components/paged-list";
import { ReceiptLink } from "@/components/receipt-link";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatLondonDate } from "@/lib/format";
import { useRewards } from "../api/overview";

const LOAD_FAILED = "Failed to load reward points";

/** The Rewards tab: the total from the ledger and its history, newest first, with receipts. */
export function RewardsTab() {
  const pages = useCursorPages();
  const rewards = useRewards(pages.cursor);

  useEffect(() => {
    if (rewards.isError) toast.error("Error", { description: LOAD_FAILED });
  }, [rewards.isError]);

  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
      <h2 id="rewards-heading" className="text-xl font-semibold text-slate-900">
        Reward Points
      </h2>
      <p className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <Gift className="size-8 text-amber-700" aria-hidden="true" />
        <span>
          <span className="block text-sm text-amber-900">Total points</span>
          <span className="text-3xl font-bold text-slate-900" data-testid="rewards-total">
            {rewards.data ? rewards.data.balance.toLocaleString("en-GB") : "—"}
          </span>
        </span>
      </p>
      <PagedList
        query={rewards}
        loading="Loading your reward points..."
        failed={LOAD_FAILED}
        empty="No rewards yet"
        pagesLabel="Reward history pages"
        cursorPages={pages}
        itemKey={(entry) => entry.id}
      >
        {(entry) => (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">
                {entry.vehicleMake && entry.vehicleModel
                  ? displayVehicle({
                      vehicleMake: entry.vehicleMake,
                      vehicleModel: entry.vehicleModel,
                    })
                  : "Service fee"}
                {entry.services?.length ? ` · ${describeServices(entry.services)}` : ""}
              </p>
              <p className="text-slate-600">{formatLondonDate(entry.createdAt)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {entry.receipt && (
                <ReceiptLink paymentId={entry.receipt.paymentId} number={entry.receipt.number} />
              )}
              <p
                className={
                  entry.points > 0 ? "font-bold text-emerald-800" : "font-bold text-red-800"
                }
              >
                {entry.points > 0 ? `+${entry.points}` : entry.points} points
              </p>
            </div>
          </div>
        )}
      </PagedList>
    </section>
  );
}
