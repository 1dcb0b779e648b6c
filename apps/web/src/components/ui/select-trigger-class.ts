import { cx } from "@/lib/class-names";

/** The look of a select's trigger, shared by Radix's (select.tsx) and SelectControl's button. */
export const selectTriggerClassName = cx(
  "flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 text-left text-base text-slate-900 sm:text-sm",
  "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
  "disabled:cursor-not-allowed disabled:bg-slate-100 data-[placeholder]:text-slate-600 aria-invalid:border-red-700",
);
