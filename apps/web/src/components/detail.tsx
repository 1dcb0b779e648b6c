import type { ReactNode } from "react";

/**
 * One term of a card's details, on one line: "Phone: 0113 496 0123". `wrap` breaks anywhere
 * (an e-mail address), else between words.
 */
export function Detail({
  term,
  children,
  wrap,
}: {
  term: string;
  children: ReactNode;
  wrap?: boolean;
}) {
  return (
    <div className={wrap ? "min-w-0 break-all" : "min-w-0 break-words"}>
      <dt className="inline font-medium text-slate-700">{term}: </dt>
      <dd className="inline text-slate-900">{children}</dd>
    </div>
  );
}
