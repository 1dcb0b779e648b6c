import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCalendarDate } from "@/lib/format";
import { usePublicConfig } from "../../api/get-public-config";

function LegalDate({ label, isoDate }: { label: string; isoDate: string | undefined }) {
  const { isPending } = usePublicConfig();
  let value: ReactNode;
  if (isoDate) {
    value = <time dateTime={isoDate}>{formatCalendarDate(isoDate)}</time>;
  } else if (isPending) {
    value = (
      <>
        <Skeleton className="h-4 w-28" />
        <span className="sr-only">loading</span>
      </>
    );
  } else {
    value = "not available at the moment";
  }
  return (
    <p>
      {label}: {value}
    </p>
  );
}

interface LegalPageProps {
  title: string;
  /** One or two sentences under the title saying what the document covers. */
  summary: ReactNode;
  children: ReactNode;
}

/** The shared frame of the terms, privacy, cookie and user-agreement pages. */
export function LegalPage({ title, summary, children }: LegalPageProps) {
  const { data } = usePublicConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 space-y-1 text-sm text-slate-700">
          <LegalDate label="Effective date" isoDate={data?.legal.effectiveDate} />
          <LegalDate label="Last updated" isoDate={data?.legal.updatedDate} />
        </div>
        <div className="mt-6 text-lg text-slate-700">{summary}</div>
      </header>
      <div className="text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The support address from configuration, as a mail link. */
export function SupportEmailLink() {
  const { data } = usePublicConfig();
  if (!data) return <>our support team</>;
  return <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>;
}
