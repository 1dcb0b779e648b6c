import { formatGBP } from "@automobi/domain";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCalendarDate } from "@/lib/format";
import { PORTAL_CHART_DAYS, type PortalStats } from "@/lib/schemas";

type Day = PortalStats["perDay"][number];

interface ChartProps {
  title: string;
  days: Day[];
  value: (day: Day) => number;
  format: (value: number) => string;
  /** The bars' colour, a Tailwind fill class. */
  fill: string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/** '2026-11-23' → '23 Nov'. */
const shortDate = (date: string) => formatCalendarDate(date).split(" ").slice(0, 2).join(" ");

/**
 * A bar per London day, drawn in SVG (no chart library in the bundle). The picture is
 * summarised for screen readers, and the figures are one click away as a table.
 */
function BarChart({ title, days, value, format, fill }: ChartProps) {
  const values = days.map(value);
  const max = Math.max(...values, 0);
  const total = values.reduce((sum, v) => sum + v, 0);
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH;
  const busiest = days[values.indexOf(max)];
  const summary =
    max === 0
      ? `${title}: none in the last ${days.length} days.`
      : `${title}: ${format(total)} in the last ${days.length} days; the highest, ${format(max)}, on ${busiest ? formatCalendarDate(busiest.date) : ""}.`;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <p className="text-sm text-slate-700">
        Total {format(total)} · highest day {format(max)}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        className="h-40 w-full rounded-lg border border-slate-200 bg-slate-50"
      >
        {days.map((day, index) => {
          const height = max === 0 ? 0 : (value(day) / max) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(barWidth - GAP, 1)}
              height={height}
              className={fill}
            >
              <title>
                {formatCalendarDate(day.date)}: {format(value(day))}
              </title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{shortDate(first.date)}</span>
          <span>{shortDate(last.date)}</span>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
          Show the figures
        </summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {title.split(" per ")[0]}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <td className="py-1">{formatCalendarDate(day.date)}</td>
                <td className="py-1 text-right tabular-nums">{format(value(day))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The portal's two charts over the last 30 London days (loaded apart from the page). */
export default function PortalCharts({ days }: { days: Day[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">The last {PORTAL_CHART_DAYS} days</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <BarChart
          title="Requests per day"
          days={days}
          value={(day) => day.requests}
          format={(n) => n.toLocaleString("en-GB")}
          fill="fill-brand-600"
        />
        <BarChart
          title="Revenue per day"
          days={days}
          value={(day) => day.revenuePence}
          format={(pence) => formatGBP(pence)}
          fill="fill-emerald-600"
        />
      </CardContent>
    </Card>
  );
}
