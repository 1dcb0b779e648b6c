import {
  changeText,
  isChange,
  isIdKey,
  isMoneyKey,
  isRecord,
  termOf,
  valueText,
} from "./audit-text";

function Value({ name, value }: { name: string; value: unknown }) {
  const money = isMoneyKey(name);
  if (isChange(value)) return <>{changeText(value, money)}</>;
  if (isRecord(value)) return <AuditDetails details={value} nested />;
  return <>{valueText(value, money)}</>;
}

/**
 * An audit entry's details as terms and values, as a person reads them: money in pounds
 * ('Price: £315.00'), a `{from, to}` pair as 'quoted → accepted', a nested object (a garage
 * edit's `changes`) as its own list. Ids are left out: the entry names its target.
 */
export function AuditDetails({
  details,
  nested,
  changeTerm = "Status",
}: {
  details: Record<string, unknown>;
  nested?: boolean;
  /** What a top-level `from` and `to` change: a status, or an account's role. */
  changeTerm?: string;
}) {
  // A transition kept as top-level `from` and `to` reads as one line: 'Role: admin → customer'.
  const { from, to, ...rest } = details;
  const moved = "from" in details && "to" in details ? { [changeTerm]: { from, to } } : details;
  const entries = Object.entries(moved === details ? details : { ...moved, ...rest }).filter(
    ([key]) => !isIdKey(key),
  );
  if (entries.length === 0) return <p className="text-sm text-slate-600">No details</p>;
  return (
    <dl className={nested ? "mt-1 ml-4 flex flex-col gap-1" : "flex flex-col gap-1 text-sm"}>
      {entries.map(([key, value]) => (
        <div key={key} className="min-w-0 break-words">
          <dt className="inline font-medium text-slate-700">{termOf(key)}: </dt>
          <dd className={isRecord(value) && !isChange(value) ? "block" : "inline text-slate-900"}>
            <Value name={key} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
