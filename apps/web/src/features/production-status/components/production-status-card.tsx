import { CheckCircle2, CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProductionStatus } from "@/lib/schemas";
import { useProductionStatus } from "../api/production-status";

type Verdict = "ready" | "issue" | "checking";

const BADGES: Record<Verdict, { label: string; tone: "success" | "danger" | "neutral" }> = {
  ready: { label: "Ready", tone: "success" },
  issue: { label: "Issue", tone: "danger" },
  checking: { label: "Checking...", tone: "neutral" },
};

function Check({ name, verdict, note }: { name: string; verdict: Verdict; note: string }) {
  const badge = BADGES[verdict];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{note}</p>
      </div>
      <Badge tone={badge.tone}>{badge.label}</Badge>
    </li>
  );
}

const verdictOf = (status: ProductionStatus | undefined, pick: (s: ProductionStatus) => boolean) =>
  status === undefined ? "checking" : pick(status) ? "ready" : "issue";

/**
 * The production readiness card (spec 001 §2): four real checks made by the server on request,
 * the overall verdict and what to set before going live.
 */
export function ProductionStatusCard() {
  const query = useProductionStatus(true);
  const status = query.data;
  const payments = status?.payments;
  return (
    <Card role="region" aria-labelledby="production-status-heading">
      <CardHeader>
        <CardTitle as="h2" id="production-status-heading">
          Production Status
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError && (
          <p role="alert" className="text-sm text-red-800">
            The checks could not be run. Please try again.
          </p>
        )}
        <ul className="grid gap-2 sm:grid-cols-2">
          <Check
            name="Database Connection"
            verdict={verdictOf(status, (s) => s.database)}
            note="A query against the database"
          />
          <Check
            name="Authentication"
            verdict={verdictOf(status, (s) => s.authentication)}
            note="Sign-in configuration and a session read"
          />
          <Check
            name="Live Payments"
            verdict={verdictOf(status, (s) => s.payments.ok && s.payments.live)}
            note={
              !payments
                ? "Asking the payment provider"
                : payments.provider === "test"
                  ? "Test checkout: no real payments are taken"
                  : payments.ok
                    ? "Stripe answers with live keys"
                    : "Stripe did not answer"
            }
          />
          <Check
            name="SSL Certificate"
            verdict={verdictOf(status, (s) => s.ssl)}
            note={
              status === undefined
                ? "Checking the public address"
                : status.ssl
                  ? "Secured"
                  : "HTTP Only"
            }
          />
        </ul>
        {status && (
          <p
            className={
              status.ready
                ? "flex items-center gap-2 font-semibold text-emerald-800"
                : "flex items-center gap-2 font-semibold text-amber-900"
            }
          >
            {status.ready ? (
              <CheckCircle2 className="size-5" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-5" aria-hidden="true" />
            )}
            {status.ready
              ? "Ready for Production!"
              : "Almost Ready: Please address the issues above before going live"}
          </p>
        )}
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">Deployment checklist</p>
          <ul className="mt-1 list-disc pl-5">
            <li>DATABASE_URL points at the production PostgreSQL server.</li>
            <li>STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET hold live Stripe keys.</li>
            <li>PUBLIC_URL is the site's https address.</li>
            <li>SMTP_URL sends e-mail through the production mail server.</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
