import { formatGBP, formatResponseTime } from "@automobi/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PortalStats } from "@/lib/schemas";

/**
 * Production Metrics (spec 001 §2): the conversion rate (of the requests quoted in the last 30
 * days, the share with an accepted quote: decision 035, in place of the spec's active requests
 * over customers, which passed 100 %), average revenue per customer (revenue over at least one
 * customer) and the mean response time. The server computes all three with the cards.
 */
const count = (value: number) => value.toLocaleString("en-GB");

export function ProductionMetrics({ stats }: { stats: PortalStats }) {
  const metrics: { label: string; value: string; counts?: string }[] = [
    {
      label: "Conversion Rate",
      value: `${stats.conversionRate}%`,
      counts: `${count(stats.acceptedRequests)} of ${count(stats.quotedRequests)} quoted requests accepted a quote`,
    },
    { label: "Avg Revenue/Customer", value: formatGBP(stats.avgRevenuePerCustomerPence) },
    { label: "Response Time", value: formatResponseTime(stats.avgResponseMinutes) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Production Metrics</CardTitle>
        <CardDescription>
          Over the requests submitted in the last 30 days: the conversion rate is the share of those
          quoted that accepted a quote; the response time, the mean from submission to the first
          quote.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {metrics.map((metric) => (
            <div key={metric.label} className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm font-medium text-slate-700">{metric.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                {metric.value}
              </dd>
              {metric.counts && <dd className="mt-1 text-xs text-slate-600">{metric.counts}</dd>}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
