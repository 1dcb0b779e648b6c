import { cx } from "@/lib/class-names";
import type { DashboardStats } from "@/lib/schemas";
import { useDashboardStats } from "../api/overview";

interface StatCard {
  key: keyof DashboardStats;
  label: string;
  /** The tab the card opens. */
  tab: "quotes" | "deleted" | "rewards";
}

const CARDS: readonly StatCard[] = [
  { key: "total", label: "Total", tab: "quotes" },
  { key: "pending", label: "Pending", tab: "quotes" },
  { key: "quoted", label: "Quoted", tab: "quotes" },
  { key: "accepted", label: "Accepted", tab: "quotes" },
  { key: "completed", label: "Complete", tab: "quotes" },
  { key: "deleted", label: "Deleted", tab: "deleted" },
  { key: "points", label: "Points", tab: "rewards" },
];

/** The seven stat cards (spec 001 §2); each opens the tab it counts. */
export function StatCards({ onOpenTab }: { onOpenTab: (tab: StatCard["tab"]) => void }) {
  const stats = useDashboardStats();
  return (
    <ul
      aria-label="Your numbers"
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
    >
      {CARDS.map((card) => (
        <li key={card.key}>
          <button
            type="button"
            onClick={() => onOpenTab(card.tab)}
            className={cx(
              "flex w-full flex-col items-start rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm",
              "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            )}
          >
            <span className="text-sm font-medium text-slate-600">{card.label}</span>
            <span
              className="text-2xl font-bold text-slate-900 tabular-nums"
              data-testid={`stat-${card.key}`}
            >
              {stats.data ? stats.data[card.key].toLocaleString("en-GB") : "—"}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
