import { formatGBP, formatResponseTime, type PortalStats } from "@automobi/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * Production Metrics (spec 001 §2): conversion rate (active requests over customers, rounded,
 * 0 with no customers), average revenue per customer (revenue over at least one customer) and
 * the mean response time. The server computes all three with the cards.
 */
export function ProductionMetrics({ stats }: { stats: PortalStats }) {
  const metrics = [
    { label: "Conversion Rate", value: `${stats.conversionRate}%` },
    { label: "Avg Revenue/Customer", value: formatGBP(stats.avgRevenuePerCustomerPence) },
    { label: "Response Time", value: formatResponseTime(stats.avgResponseMinutes) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Production Metrics</CardTitle>
        <CardDescription>
          Response time is the mean from a request's submission to its first quote, over the last 30
          days.
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
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
