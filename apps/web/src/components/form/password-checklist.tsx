import { PASSWORD_RULES } from "@automobi/domain";
import { Check, X } from "lucide-react";
import { cx } from "@/lib/class-names";

/**
 * The live password requirements (the one policy, spec README item 13). Each item is ticked
 * as it holds; a change is announced politely, item by item, by screen readers.
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="font-medium text-slate-800">Your password needs:</p>
      <ul aria-live="polite" className="mt-1 grid gap-1 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              aria-atomic="true"
              data-met={met}
              className={cx("flex items-center gap-2", met ? "text-emerald-800" : "text-slate-700")}
            >
              {met ? (
                <Check className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <X className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              )}
              <span>
                {rule.label}
                <span className="sr-only">{met ? ": done" : ": not yet"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
