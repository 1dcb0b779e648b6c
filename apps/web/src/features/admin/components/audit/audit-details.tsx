/** `contactPerson` → `Contact person`. */
function termOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return isRecord(value) && Object.keys(value).length === 2 && "from" in value && "to" in value;
}

/** A stored value as a person reads it. */
function textOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(textOf).join(", ");
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

function Value({ value }: { value: unknown }) {
  if (isChange(value)) {
    return (
      <>
        {textOf(value.from)} <span aria-hidden="true">→</span>
        <span className="sr-only">changed to</span> {textOf(value.to)}
      </>
    );
  }
  if (isRecord(value)) return <AuditDetails details={value} nested />;
  return <>{textOf(value)}</>;
}

/**
 * An audit entry's details as terms and values: a `{from, to}` pair reads `old → new`, a
 * nested object (a garage edit's `changes`) as its own list.
 */
export function AuditDetails({
  details,
  nested,
}: {
  details: Record<string, unknown>;
  nested?: boolean;
}) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <p className="text-sm text-slate-600">No details</p>;
  return (
    <dl className={nested ? "mt-1 ml-4 flex flex-col gap-1" : "flex flex-col gap-1 text-sm"}>
      {entries.map(([key, value]) => (
        <div key={key} className="min-w-0 break-words">
          <dt className="inline font-medium text-slate-700">{termOf(key)}: </dt>
          <dd className={isRecord(value) && !isChange(value) ? "block" : "inline text-slate-900"}>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
