import { formatLondonDate, formatLondonTime } from "@/lib/format";

/** An instant as the UK saw it, `14 March 2026, 14:05`, with the machine-readable time. */
export function DateTime({ instant }: { instant: string }) {
  return (
    <time dateTime={instant}>
      {formatLondonDate(instant)}, {formatLondonTime(instant)}
    </time>
  );
}
