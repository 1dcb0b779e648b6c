import { formatGBP, quoteTotalsOf, vatRateLabel } from "@automobi/domain";

/**
 * The VAT and total of an itemised quote as it is typed, worked out as the server will
 * (`quoteTotalsOf`, at the stored rate): a dash until both amounts are pence and the rate has
 * loaded. `totalLabel` is the form's word for the sum ("Price", "Total").
 */
export function BreakdownTotals(props: {
  partsPence: number | null;
  labourPence: number | null;
  vatRate: number | undefined;
  totalLabel: string;
}) {
  const { partsPence, labourPence, vatRate } = props;
  const totals =
    partsPence !== null && labourPence !== null && vatRate !== undefined
      ? quoteTotalsOf(partsPence, labourPence, vatRate)
      : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:col-span-2">
      <dt className="text-slate-600">
        {vatRate === undefined ? "VAT" : `VAT (${vatRateLabel(vatRate)})`}
      </dt>
      <dd className="text-right text-slate-900">{totals ? formatGBP(totals.vatPence) : "—"}</dd>
      <dt className="font-semibold text-slate-900">{props.totalLabel}</dt>
      <dd className="text-right font-semibold text-slate-900" aria-live="polite">
        {totals ? formatGBP(totals.totalPence) : "—"}
      </dd>
    </dl>
  );
}
